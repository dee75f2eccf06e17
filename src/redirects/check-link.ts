import { describeLinkIssue } from "./link-messages";
import { linkRules, type LinkCheckContext } from "./link-rules";

/** A problem of one link: the field it is about (`path[0]`) and what the build would say. */
export interface LinkProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Every problem the build and `redirects lint` report for one link's data (a link file as read from
 * YAML), in the same words; an empty list when the link is fine. Safe to run in a browser.
 */
export function checkLink(data: unknown, context: LinkCheckContext): LinkProblem[] {
  const result = linkRules(context).safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
    message: describeLinkIssue(issue, data),
  }));
}

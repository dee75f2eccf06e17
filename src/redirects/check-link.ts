import { isRuleIssue } from "../content/content-rules";
import { describeLinkIssue, fieldLabel, missingPage } from "./link-messages";
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
  const { issues } = result.error;
  const problems = issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
    message: describeLinkIssue(issue, data),
  }));
  // The rules across fields wait for a link of the right shape; a page the shops do not have is said
  // at once, while the marketer types it and the rest of the link is still to fill in.
  if (issues.every(isRuleIssue)) return problems;
  const said = new Set(problems.map((problem) => problem.path.join("/")));
  // One message per problem: a page that is not even a path is told so, and only so.
  const missing = missingPages(data, context.pages).filter((problem) => !said.has(problem.path.join("/")));
  return [...problems, ...missing];
}

const textAt = (value: unknown, key: string): string | undefined => {
  const text = (value as Record<string, unknown> | null)?.[key];
  return typeof text === "string" && text !== "" ? text : undefined;
};

/** The pages of a link (its page, retired page and exceptions' pages) the shops do not have. */
function missingPages(data: unknown, pages: ReadonlySet<string>): LinkProblem[] {
  const overrides = (data as { overrides?: unknown } | null)?.overrides;
  const places: [LinkProblem["path"], string | undefined][] = [
    [["target"], textAt(data, "target")],
    [["retired"], textAt(data, "retired")],
    ...(Array.isArray(overrides) ? overrides : []).map(
      (override, i): [LinkProblem["path"], string | undefined] => [
        ["overrides", i, "target"],
        textAt(override, "target"),
      ],
    ),
  ];
  return places.flatMap(([path, page]) =>
    page !== undefined && !pages.has(page)
      ? [{ path, message: `${fieldLabel(path, data)}: ${missingPage(page, pages)}` }]
      : [],
  );
}

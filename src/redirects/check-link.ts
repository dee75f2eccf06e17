import { isRuleIssue } from "../content/content-rules";
import { describeLinkIssue, fieldLabel, missingPage } from "./link-messages";
import { linkRules, type LinkCheckContext } from "./link-rules";

export interface LinkProblem {
  path: (string | number)[];
  message: string;
}

/** Every problem the build and `redirects lint` report for one link's data, in their words. Browser-safe. */
export function checkLink(data: unknown, context: LinkCheckContext): LinkProblem[] {
  const result = linkRules(context).safeParse(data, { reportInput: true });
  if (result.success) return [];
  const { issues } = result.error;
  const problems = issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
    message: describeLinkIssue(issue, data),
  }));
  // Cross-field rules wait for a well-shaped link; a missing page is said at once, while the marketer types.
  if (issues.every(isRuleIssue)) return problems;
  const said = new Set(problems.map((problem) => problem.path.join("/")));
  const missing = missingPages(data, context.pages).filter((problem) => !said.has(problem.path.join("/")));
  return [...problems, ...missing];
}

const textAt = (value: unknown, key: string): string | undefined => {
  const text = (value as Record<string, unknown> | null)?.[key];
  return typeof text === "string" && text !== "" ? text : undefined;
};

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

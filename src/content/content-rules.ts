import type { z } from "zod";

type ReportProblem = (path: readonly PropertyKey[], message: string) => void;

/** Rules run once the value has the schema's shape; each problem is an issue at its path, located. */
export function withRules<S extends z.ZodType>(
  schema: S,
  rules: (value: z.output<S>, report: ReportProblem) => void,
): S {
  return schema.superRefine(
    (value, ctx) =>
      rules(value, (path, message) =>
        ctx.addIssue({ code: "custom", path: [...path], message, params: { rule: true } }),
      ),
    { when: (payload) => payload.issues.length === 0 },
  );
}

export const isRuleIssue = (issue: z.core.$ZodIssue): boolean =>
  issue.code === "custom" && issue.params?.rule === true;

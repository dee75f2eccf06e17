import type { z } from "zod";

/** Reports a problem at `path` of the file, in words that need no field name before them. */
type ReportProblem = (path: readonly PropertyKey[], message: string) => void;

/**
 * `schema` with rules across its fields. They run once the whole value has the schema's shape, so
 * that they can rely on it; each problem they report is an issue at its path, which `parseYaml` turns
 * into `file:line: message` like any other.
 */
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

/** Whether a rule of `withRules` reported `issue`: its message is complete as it is. */
export const isRuleIssue = (issue: z.core.$ZodIssue): boolean =>
  issue.code === "custom" && issue.params?.rule === true;

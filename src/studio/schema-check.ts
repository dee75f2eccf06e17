import type { z } from "zod";
import { describeIssue } from "../content/parse-yaml";
import type { EntryProblem } from "./checked-widgets";

/** The problems the build reports for a content file holding `data`, in the build's words. */
export function schemaProblems(schema: z.ZodType, data: unknown): EntryProblem[] {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path, message: describeIssue(issue) }));
}

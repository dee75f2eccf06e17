import { isNode, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import type { ContentProblem } from "./content-error";
import { isRuleIssue } from "./content-rules";

export type YamlPath = readonly PropertyKey[];

export type LineOf = (path: YamlPath) => number;

export type ParsedYaml<T> =
  { ok: true; value: T; lineOf: LineOf } | { ok: false; problems: ContentProblem[] };

/** Every problem comes back at its line; a schema function gets the file's `lineOf` to name other places. */
export function parseYaml<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S | ((lineOf: LineOf) => S),
  describe: (issue: z.core.$ZodIssue, data: unknown) => string = describeIssue,
): ParsedYaml<z.output<S>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => ({
        file,
        line: lineCounter.linePos(syntaxErrorOffset(text, error.message, error.pos[0])).line,
        message: `this is not valid YAML (${yamlReason(error.code, error.message)})`,
      })),
    };
  }
  const lineOf: LineOf = (path) => lineOfPath(doc, lineCounter, path);
  let data: unknown;
  try {
    data = doc.toJS();
  } catch (error) {
    return { ok: false, problems: [unreadableProblem(file, text, error)] };
  }
  // `reportInput` keeps the offending value in each issue, to tell "missing" from "wrong kind".
  const checked = typeof schema === "function" ? schema(lineOf) : schema;
  const result = checked.safeParse(data, { reportInput: true });
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => ({
        file,
        line: lineOf(issue.path),
        message: describe(issue, data),
      })),
    };
  }
  return { ok: true, value: result.data, lineOf };
}

/** Reported where the parser gave up; the editor needs the line the quote or list was opened on. */
function syntaxErrorOffset(text: string, message: string, offset: number): number {
  const opener =
    message.match(/^Missing closing (["'])quote/)?.[1] ?? (/end with a \]/.test(message) ? "[" : undefined);
  const opening = opener ? text.lastIndexOf(opener, offset - 1) : -1;
  return opening >= 0 ? opening : offset;
}

/** Such as an alias (`*name`) with no anchor (`&name`). */
function unreadableProblem(file: string, text: string, error: unknown): ContentProblem {
  const alias = String(error).match(/Unresolved alias[^:]*: (\S+)/)?.[1];
  if (alias) {
    const index = text.split("\n").findIndex((line) => line.includes(`*${alias}`));
    return {
      file,
      line: index + 1 || 1,
      message: `"*${alias}" refers to an anchor "&${alias}" that is not defined above it`,
    };
  }
  return { file, line: 1, message: `this file cannot be read (${String(error)})` };
}

/** A missing key points at its parent. */
function lineOfPath(doc: Document, lineCounter: LineCounter, path: YamlPath): number {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = path.length === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return 1;
}

const yamlReasons: Record<string, string> = {
  DUPLICATE_KEY: "a key appears twice in the same entry",
  BAD_INDENT: "the indentation is off",
  MISSING_CHAR: "a quote or bracket is not closed",
  BLOCK_AS_IMPLICIT_KEY: "a line is missing its colon or is indented wrongly",
  MULTILINE_IMPLICIT_KEY: "a key runs over more than one line",
  UNEXPECTED_TOKEN: "there is an unexpected character",
};

function yamlReason(code: string, message: string): string {
  if (/end with a \]/.test(message)) return "a [ list is not closed with ]";
  // The parser also says MISSING_CHAR for a line indented too little ("without - indicator").
  if (code === "MISSING_CHAR" && !/quote|[\]})]/.test(message)) return "the indentation is off";
  return yamlReasons[code] ?? code.toLowerCase().replaceAll("_", " ");
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  if (isRuleIssue(issue)) return issue.message;
  const field = fieldName(issue.path);
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}${entryName(issue.path)}: check the spelling`;
    case "invalid_type":
      if (issue.input === undefined) return `${field || "the file"} is missing`;
      return `${field || "the file"} should be ${article(issue.expected)}`;
    case "invalid_union":
      if (issue.input === undefined) return `${field || "the file"} is missing`;
      return field ? `${field}: ${issue.message}` : issue.message;
    case "invalid_key":
      // A key of a map, such as a country under "overrides": say what the key should look like.
      return `"${String(issue.input)}": ${issue.issues[0]?.message ?? issue.message}`;
    default:
      return field ? `${field}: ${issue.message}` : issue.message;
  }
}

function fieldName(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === "string");
  return last === undefined ? "" : `"${String(last)}"`;
}

function entryName(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (typeof last === "number") return ` in entry ${last + 1} of ${fieldName(path)}`;
  return path.length ? ` in ${fieldName(path)}` : "";
}

const articles: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a set of fields",
};

export const article = (expected: string): string => articles[expected] ?? expected;

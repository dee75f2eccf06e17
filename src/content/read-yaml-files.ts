import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError, type ContentProblem } from "./content-error";
import { parseYaml, type YamlPath } from "./parse-yaml";

/** A validated content file, with what is needed to point at its lines. */
export interface ContentFile<T> {
  file: string;
  value: T;
  lineOf: (path: YamlPath) => number;
}

/** Collects problems across files so that one build reports all of them at once. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];

  add(file: string, line: number, message: string): void {
    this.problems.push({ file, line, message });
  }

  /** Throws the collected problems, if any. */
  check(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}

/** Reads and validates one file; its problems go to `problems` and the result is undefined. */
export function readYamlFile<S extends z.ZodType>(
  root: string,
  absolute: string,
  schema: S,
  problems: ProblemList,
): ContentFile<z.output<S>> | undefined {
  const file = path.relative(root, absolute);
  const parsed = parseYaml(file, readFileSync(absolute, "utf8"), schema);
  if (!parsed.ok) {
    problems.problems.push(...parsed.problems);
    return undefined;
  }
  return { file, value: parsed.value, lineOf: parsed.lineOf };
}

/** Reads the files of one folder by name, each as `readYamlFile` does: `read("banners.yaml", schema)`. */
export const yamlFilesIn =
  (root: string, dir: string, problems: ProblemList) =>
  <S extends z.ZodType>(name: string, schema: S): ContentFile<z.output<S>> | undefined =>
    readYamlFile(root, path.join(dir, name), schema, problems);

/** Every `*.yaml` file of a folder, sorted, each validated. */
export function readYamlFolder<S extends z.ZodType>(
  root: string,
  dir: string,
  schema: S,
  problems: ProblemList,
): ContentFile<z.output<S>>[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => readYamlFile(root, path.join(dir, name), schema, problems) ?? []);
}

/**
 * Whether an entry's file is named after its handle (`<handle>.yaml`), as its page's address is; if not,
 * says so at the handle, naming the entry by `kind` ("product", "guide" …).
 */
export function namedAfterHandle(
  { file, value, lineOf }: ContentFile<{ handle: string }>,
  kind: string,
  problems: ProblemList,
): boolean {
  if (path.basename(file, path.extname(file)) === value.handle) return true;
  problems.add(
    file,
    lineOf(["handle"]),
    `the file must be named ${value.handle}.yaml, after the ${kind}'s handle`,
  );
  return false;
}

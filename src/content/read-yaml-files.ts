import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError, type ContentProblem } from "./content-error";
import { parseYaml, type YamlPath } from "./parse-yaml";

export interface ContentFile<T> {
  file: string;
  value: T;
  lineOf: (path: YamlPath) => number;
}

/** So that one build reports every problem at once. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];

  add(file: string, line: number, message: string): void {
    this.problems.push({ file, line, message });
  }

  check(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}

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

/** Reads a folder's files by name, into a problem list of their own. */
export function yamlFilesIn(root: string, dir: string) {
  const problems = new ProblemList();
  const read = <S extends z.ZodType>(name: string, schema: S): ContentFile<z.output<S>> | undefined =>
    readYamlFile(root, path.join(dir, name), schema, problems);
  return { problems, read };
}

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

/** Named after its handle, as its page's address is; says so at the handle if not. */
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

/** A folder of pages, a file each named after its handle; `check` then looks further at each file in turn. */
export function readPageFolder<T extends { handle: string }>(
  root: string,
  contentDir: string,
  { folder, schema, kind }: { folder: string; schema: z.ZodType<T>; kind: string },
  problems: ProblemList,
  check: (file: ContentFile<T>, namedRight: boolean) => void,
): ContentFile<T>[] {
  const files = readYamlFolder(root, path.join(contentDir, folder), schema, problems);
  for (const file of files) check(file, namedAfterHandle(file, kind, problems));
  return files;
}

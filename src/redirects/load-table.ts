import { ContentError, type ContentProblem } from "../content/content-error";
import { parseYaml } from "../content/parse-yaml";
import type { ShopsFile } from "../shops/shops-schema";
import { tableFileRules, type SlugPlaces, type TableContext } from "./table-rules";
import { allowedHostsSchema, type RedirectEntry } from "./table-schema";

export interface SourceFile {
  file: string;
  text: string;
}

/** An entry and where it is written, so that later checks can point at it. */
export interface LocatedEntry extends RedirectEntry {
  file: string;
  line: number;
}

/** Hosts that redirect targets may point at: every shop's origin plus the allow-list. */
export function allowedTargetHosts(shops: ShopsFile, allowList: readonly string[]): Set<string> {
  return new Set([...shops.shops.map((shop) => new URL(shop.origin).host), ...allowList]);
}

export function parseAllowedHosts({ file, text }: SourceFile): string[] {
  const parsed = parseYaml(file, text, allowedHostsSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value.allowedHosts;
}

/**
 * Reads every redirect file and checks the table as a whole: what `redirects lint` and the build both
 * run. All problems of all files are reported together, each at its line; nothing is returned unless
 * the whole table is valid.
 */
export function parseRedirectTable(sources: readonly SourceFile[], context: TableContext): LocatedEntry[] {
  const problems: ContentProblem[] = [];
  const entries: LocatedEntry[] = [];
  const slugs: SlugPlaces = new Map();
  for (const { file, text } of sources) {
    const parsed = parseYaml(file, text, (lineOf) =>
      tableFileRules(context, slugs, (path) => `${file}:${lineOf(path)}`),
    );
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    const { value, lineOf } = parsed;
    entries.push(
      ...value.redirects.map((entry, index) => ({ ...entry, file, line: lineOf(["redirects", index]) })),
    );
  }
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

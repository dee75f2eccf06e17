import { ContentError, type ContentProblem } from "../content/content-error";
import { isScalar, LineCounter, parseDocument } from "yaml";
import { parseYaml } from "../content/parse-yaml";
import type { ShopsFile } from "../shops/shops-schema";
import { describeLinkIssue } from "./link-messages";
import { linkRules, type TableContext } from "./link-rules";
import { allowedHostsSchema, SLUG_PATTERN, type RedirectEntry } from "./table-schema";

export interface SourceFile {
  file: string;
  text: string;
}

export interface LinkSource extends SourceFile {
  name?: string;
}

export interface LocatedEntry extends RedirectEntry {
  file: string;
  line: number;
}

export function allowedTargetHosts(shops: ShopsFile, allowList: readonly string[]): Set<string> {
  return new Set([...shops.shops.map((shop) => new URL(shop.origin).host), ...allowList]);
}

export function parseAllowedHosts({ file, text }: SourceFile): string[] {
  const parsed = parseYaml(file, text, allowedHostsSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value.allowedHosts;
}

/** All problems of all files together, each at its line; a slug used again is reported at the later file. */
export function parseRedirectTable(sources: readonly LinkSource[], context: TableContext): LocatedEntry[] {
  const problems: ContentProblem[] = [];
  const entries: LocatedEntry[] = [];
  const slugs = new Map<string, string>();
  // One schema for the whole table (tens of thousands of files), pointed at each file in turn.
  const linkContext: { otherSlugs: Map<string, string>; fileName?: string } & TableContext = {
    ...context,
    otherSlugs: slugs,
  };
  const schema = linkRules(linkContext);
  for (const { file, text, name } of sources) {
    linkContext.fileName = name;
    const parsed = parseYaml(file, text, schema, describeLinkIssue);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      const place = slugPlace(file, text);
      if (place && !slugs.has(place.slug)) slugs.set(place.slug, place.at);
      continue;
    }
    const { value, lineOf } = parsed;
    slugs.set(value.slug, `${file}:${lineOf(["slug"])}`);
    entries.push({ ...value, file, line: lineOf([]) });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/** So that a later file reusing the slug is reported now rather than once this one is fixed. */
export function slugPlace(file: string, text: string): { slug: string; at: string } | undefined {
  const lineCounter = new LineCounter();
  const node = parseDocument(text, { lineCounter }).get("slug", true);
  if (!isScalar(node) || typeof node.value !== "string" || !SLUG_PATTERN.test(node.value) || !node.range)
    return undefined;
  return { slug: node.value, at: `${file}:${lineCounter.linePos(node.range[0]).line}` };
}

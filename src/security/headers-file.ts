import { access } from "node:fs/promises";
import { parseAllHeaders, type Header as ParsedRule } from "@netlify/headers-parser";

/** One block of a Netlify `_headers` file: a path pattern and the headers of the paths it matches. */
export interface HeaderRule {
  path: string;
  headers: Header[];
}

export interface Header {
  key: string;
  value: string;
}

/** A rule as Netlify reads it, with the pattern Netlify compiles its path to. */
export interface NetlifyHeaderRule extends HeaderRule {
  pattern: RegExp;
}

/**
 * Reads a `_headers` file with Netlify's own parser, so that it is judged as Netlify judges it: what
 * Netlify reports as an error is thrown.
 */
export async function readHeadersFile(file: string): Promise<NetlifyHeaderRule[]> {
  // Netlify takes a missing file for no rules; here it means there is no build.
  await access(file);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join("\n")}`);
  // Not minimal: each rule comes with the pattern Netlify matches request paths with.
  return (headers as ParsedRule[]).map((rule) => ({
    path: rule.for,
    headers: Object.entries(rule.values).map(([key, value]) => ({ key, value })),
    pattern: rule.forRegExp,
  }));
}

/**
 * The headers Netlify sends for `path`: those of every rule whose pattern matches it, in the order of
 * the file, a later rule's header replacing an earlier one of the same name (names are
 * case-insensitive), as `netlify dev` applies them.
 */
export function headersForPath(rules: readonly NetlifyHeaderRule[], path: string): Header[] {
  const byName = new Map<string, Header>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return [...byName.values()];
}

import { access } from "node:fs/promises";
import { parseAllHeaders, type Header as ParsedRule } from "@netlify/headers-parser";

export interface HeaderRule {
  path: string;
  headers: Header[];
}

export interface Header {
  key: string;
  value: string;
}

export interface NetlifyHeaderRule extends HeaderRule {
  pattern: RegExp;
}

/** With Netlify's own parser, so that it is judged as Netlify judges it. */
export async function readHeadersFile(file: string): Promise<NetlifyHeaderRule[]> {
  // Netlify takes a missing file for no rules; here it means there is no build.
  await access(file);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join("\n")}`);
  return (headers as ParsedRule[]).map((rule) => ({
    path: rule.for,
    headers: Object.entries(rule.values).map(([key, value]) => ({ key, value })),
    pattern: rule.forRegExp,
  }));
}

/** As `netlify dev` applies them: a later rule's header replaces an earlier one of the same name. */
export function headersForPath(rules: readonly NetlifyHeaderRule[], path: string): Header[] {
  const byName = new Map<string, Header>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return [...byName.values()];
}

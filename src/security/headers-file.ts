/** One block of a Netlify `_headers` file: a path pattern and the headers of the paths it matches. */
export interface HeaderRule {
  path: string;
  headers: Header[];
}

export interface Header {
  key: string;
  value: string;
}

/**
 * Reads a `_headers` file: a path on a line of its own, its headers indented below it as
 * `Name: value`; `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon <= 0) throw new Error(`_headers:${index + 1}: expected a path or "Name: value"`);
    rule.headers.push({ key: trimmed.slice(0, colon).trim(), value: trimmed.slice(colon + 1).trim() });
  }
  return rules;
}

/** `*` matches anything, slashes included; `:name` matches one path segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) =>
      part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers Netlify sends for `path`: every matching rule applies, in the order of the file, and
 * a later rule's header replaces an earlier one of the same name (names are case-insensitive).
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Header[] {
  const byName = new Map<string, Header>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(path)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return [...byName.values()];
}

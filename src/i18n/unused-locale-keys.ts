type Texts = { readonly [key: string]: string | Texts };

export function localeKeys(texts: Texts, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : localeKeys(value, `${prefix}${key}.`),
  );
}

/** i18next's plural forms: `items_one` is asked for as `items`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

interface Mentions {
  strings: Set<string>;
  prefixes: string[];
  suffixes: string[];
}

const QUOTED = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g;

function mentionsIn(sources: readonly string[]): Mentions {
  const strings = new Set<string>();
  const prefixes: string[] = [];
  const suffixes: string[] = [];
  for (const source of sources) {
    for (const [, double, single] of source.matchAll(QUOTED)) strings.add(double ?? single ?? "");
    for (const [, name] of source.matchAll(/\.([A-Za-z_$][\w$]*)/g)) strings.add(name!);
    for (const [, template] of source.matchAll(/`([^`]*)`/g)) {
      const parts = template!.split(/\$\{[^}]*\}/);
      if (parts.length === 1) strings.add(template!);
      else {
        if (parts[0]) prefixes.push(parts[0]);
        const last = parts.at(-1);
        if (last) suffixes.push(last);
      }
    }
  }
  return { strings, prefixes, suffixes };
}

/** Generous on purpose: a key counts as asked for when named whole or as a template string's start or end. */
export function unusedLocaleKeys(keys: readonly string[], sources: readonly string[]): string[] {
  const { strings, prefixes, suffixes } = mentionsIn(sources);
  const asked = (key: string) =>
    strings.has(key) ||
    prefixes.some((prefix) => key.startsWith(prefix)) ||
    suffixes.some((suffix) => key.endsWith(suffix) && strings.has(key.slice(0, -suffix.length)));
  return keys.filter((key) => !asked(key) && !asked(key.replace(PLURAL, "")));
}

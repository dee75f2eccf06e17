/** A locale file's texts: nested objects of strings. */
type Texts = { readonly [key: string]: string | Texts };

/** Every key of `texts`, its parts joined by dots as the code asks for them (`product.notifyMe`). */
export function localeKeys(texts: Texts, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : localeKeys(value, `${prefix}${key}.`),
  );
}

/** i18next's plural forms: `items_one` is asked for as `items`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** What the code names: quoted strings, `.name` property reads, and the fixed ends of template strings. */
interface Mentions {
  strings: Set<string>;
  /** `checkout.errors.${…}`: every key under it may be asked for. */
  prefixes: string[];
  /** `${messages}.text`: a key ending so, under a name the code also mentions. */
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

/**
 * The keys no source asks for. A key counts as asked for when a source names it whole, when a template
 * string starts with its beginning (`nav.${label}`), or when one ends with its end and the rest is
 * named too (`${messages}.text` beside "search.failed"). Generous on purpose: a key reported here is
 * one nothing can reach.
 */
export function unusedLocaleKeys(keys: readonly string[], sources: readonly string[]): string[] {
  const { strings, prefixes, suffixes } = mentionsIn(sources);
  const asked = (key: string) =>
    strings.has(key) ||
    prefixes.some((prefix) => key.startsWith(prefix)) ||
    suffixes.some((suffix) => key.endsWith(suffix) && strings.has(key.slice(0, -suffix.length)));
  return keys.filter((key) => !asked(key) && !asked(key.replace(PLURAL, "")));
}

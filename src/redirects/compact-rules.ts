import type { RedirectRule } from "./rule";

/** A CDN rule of one slug: every country in `countries` goes to `toPath`; without countries, everyone. */
export interface CompactRule {
  fromPath: string;
  toPath: string;
  countries?: string[];
}

/**
 * The slugs' rules as few CDN rules as give the same answers: per slug, one rule for each destination
 * other than the fallback's, naming every country that goes there (in the order they first come),
 * then the fallback. A country that lands where the fallback sends everyone needs no rule of its own.
 * Netlify advises against tables past 10,000 rules; one rule per country gets there at a few hundred
 * links.
 */
export function compactRules(rules: readonly RedirectRule[]): CompactRule[] {
  const bySlug = new Map<string, RedirectRule[]>();
  for (const rule of rules) bySlug.set(rule.fromPath, [...(bySlug.get(rule.fromPath) ?? []), rule]);
  return [...bySlug].flatMap(([fromPath, slugRules]) => {
    const fallback = slugRules.find((rule) => !rule.conditions);
    const destinations = new Map<string, string[]>();
    for (const rule of slugRules) {
      if (!rule.conditions || rule.toPath === fallback?.toPath) continue;
      destinations.set(rule.toPath, [...(destinations.get(rule.toPath) ?? []), rule.conditions.country]);
    }
    return [
      ...[...destinations].map(([toPath, countries]) => ({ fromPath, toPath, countries })),
      ...(fallback ? [{ fromPath, toPath: fallback.toPath }] : []),
    ];
  });
}

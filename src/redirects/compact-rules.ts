import type { RedirectRule } from "./rule";

export interface CompactRule {
  fromPath: string;
  toPath: string;
  countries?: string[];
}

/** One rule per destination of a slug, naming all its countries: Netlify advises under 10,000 rules. */
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

import { REDIRECT_PREFIX, type RedirectRule } from "./rule";

export type RuleIndex = ReadonlyMap<string, readonly RedirectRule[]>;

export function indexRules(rules: readonly RedirectRule[]): RuleIndex {
  const index = new Map<string, RedirectRule[]>();
  for (const rule of rules) index.set(rule.fromPath, [...(index.get(rule.fromPath) ?? []), rule]);
  return index;
}

const asPath = (pathOrSlug: string): string => {
  const path = pathOrSlug.startsWith("/") ? pathOrSlug : `${REDIRECT_PREFIX}${pathOrSlug}`;
  return path.endsWith("/") ? path : `${path}/`;
};

/** Exact first, then lower-cased (every rule ignores case). */
export function rulesFor(index: RuleIndex, pathOrSlug: string): readonly RedirectRule[] | undefined {
  const path = asPath(pathOrSlug);
  return index.get(path) ?? index.get(path.toLowerCase());
}

export function resolveRule(rules: readonly RedirectRule[], country: string | undefined): RedirectRule {
  const code = country?.toLowerCase();
  const match =
    rules.find((rule) => rule.conditions?.country === code) ?? rules.find((rule) => !rule.conditions);
  if (!match) throw new Error(`${rules[0]?.fromPath ?? "A redirect"} has no fallback rule`);
  return match;
}

export const ruleCountries = (rules: readonly RedirectRule[]): string[] => [
  ...new Set(rules.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : []))),
];

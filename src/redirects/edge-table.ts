import { compactRules } from "./compact-rules";
import type { RedirectRule } from "./rule";
import { slugOf } from "./rule";

/** One campaign link as the edge function reads it: its destinations, and which country goes where. */
interface EdgeLink {
  destinations: string[];
  /** Country code → index in `destinations`. */
  countries: Record<string, number>;
  /** Index in `destinations` for every other country. */
  fallback: number;
}

/** The campaign links by lower-case slug, compiled at build time for the edge function. */
export type EdgeTable = Record<string, EdgeLink>;

/** The table of `rules` for the edge: each destination written once per link (see compactRules). */
export function compileEdgeTable(rules: readonly RedirectRule[]): EdgeTable {
  const table: EdgeTable = {};
  for (const { fromPath, toPath, countries } of compactRules(rules)) {
    const slug = slugOf(fromPath).toLowerCase();
    const link = (table[slug] ??= { destinations: [], countries: {}, fallback: -1 });
    const index = link.destinations.push(toPath) - 1;
    if (!countries) link.fallback = index;
    for (const country of countries ?? []) link.countries[country] = index;
  }
  return table;
}

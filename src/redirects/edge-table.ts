import { compactRules } from "./compact-rules";
import type { RedirectRule } from "./rule";
import { slugOf } from "./rule";

/** One campaign link as the edge function reads it: which country goes where. */
interface EdgeLink {
  /** Country code → index in the table's `destinations`. */
  countries: Record<string, number>;
  /** Index in the table's `destinations` for every other country. */
  fallback: number;
}

/**
 * The campaign links by lower-case slug, compiled at build time for the edge function. Each address
 * is written once for the whole table: many links send their countries to the same pages.
 */
export interface EdgeTable {
  destinations: string[];
  links: Record<string, EdgeLink>;
}

/** The table of `rules` for the edge (see compactRules). */
export function compileEdgeTable(rules: readonly RedirectRule[]): EdgeTable {
  const table: EdgeTable = { destinations: [], links: {} };
  const indexOf = new Map<string, number>();
  const destination = (toPath: string) => {
    let index = indexOf.get(toPath);
    if (index === undefined) indexOf.set(toPath, (index = table.destinations.push(toPath) - 1));
    return index;
  };
  for (const { fromPath, toPath, countries } of compactRules(rules)) {
    const link = (table.links[slugOf(fromPath).toLowerCase()] ??= { countries: {}, fallback: -1 });
    const index = destination(toPath);
    if (!countries) link.fallback = index;
    for (const country of countries ?? []) link.countries[country] = index;
  }
  return table;
}

import { compactRules } from "./compact-rules";
import type { RedirectRule } from "./rule";
import { slugOf } from "./rule";

interface EdgeLink {
  countries: Record<string, number>;
  fallback: number;
}

/** Each address is written once for the whole table: many links send their countries to the same pages. */
export interface EdgeTable {
  destinations: string[];
  links: Record<string, EdgeLink>;
}

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

import path from "node:path";
import { loadShops } from "../../../src/markets/load-shops";
import { loadRedirectTable } from "../../../src/redirects/load-redirects";
import { indexRules, resolveRule, rulesFor } from "../../../src/redirects/resolve";

const ROOT = path.resolve(__dirname, "../../..");
const shops = loadShops(ROOT);

/** The same table and resolution that `npm run redirects -- resolve` uses. */
export const table = loadRedirectTable(ROOT, path.join(ROOT, "content"), shops);
export const index = indexRules(table.rules);

export function resolveTarget(slug: string, country?: string): string {
  const rules = rulesFor(index, slug);
  if (!rules) throw new Error(`no campaign link ${slug}`);
  return resolveRule(rules, country).toPath;
}

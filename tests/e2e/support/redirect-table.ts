import path from "node:path";
import { loadCampaignLinks } from "../../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../../src/redirects/resolve";

const ROOT = path.resolve(__dirname, "../../..");
/** The same table and resolution that `npm run redirects -- resolve` uses. */
export const table = loadCampaignLinks(ROOT).redirects;
export const index = indexRules(table.rules);

export function resolveTarget(slug: string, country?: string): string {
  const rules = rulesFor(index, slug);
  if (!rules) throw new Error(`no campaign link ${slug}`);
  return resolveRule(rules, country).toPath;
}

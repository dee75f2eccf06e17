import { z } from "zod";
import { ContentError } from "../content/content-error";
import { parseYaml } from "../content/parse-yaml";
import type { SourceFile } from "./load-table";

export const EDGE_SETTINGS_FILE = "edge-function.yaml";

const edgeSettingsSchema = z.strictObject({
  fromLinks: z.int().min(0, { error: "fromLinks is a whole number of links, like 2000, or 0 for always" }),
});

/** The number of links from which the edge function answers them; Netlify's advice is near 10,000 rules. */
export type EdgeSettings = z.output<typeof edgeSettingsSchema>;

const DEFAULT_SETTINGS: EdgeSettings = { fromLinks: 2000 };

export function parseEdgeSettings(source: SourceFile | undefined): EdgeSettings {
  if (!source) return DEFAULT_SETTINGS;
  const parsed = parseYaml(source.file, source.text, edgeSettingsSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value;
}

/**
 * Whether the edge function answers the campaign links: from `fromLinks` links on, or always when
 * `CAMPAIGN_LINKS_AT_THE_EDGE` is `always` (for tests), never when it is `never`.
 */
export function linksAtTheEdge(linkCount: number, settings: EdgeSettings, env: NodeJS.ProcessEnv): boolean {
  if (env.CAMPAIGN_LINKS_AT_THE_EDGE === "always") return true;
  if (env.CAMPAIGN_LINKS_AT_THE_EDGE === "never") return false;
  return linkCount >= settings.fromLinks;
}

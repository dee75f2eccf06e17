import { z } from "zod";
import { ContentError } from "../content/content-error";
import { parseYaml } from "../content/parse-yaml";
import type { SourceFile } from "./load-table";

export const EDGE_SETTINGS_FILE = "edge-function.yaml";

const edgeSettingsSchema = z.strictObject({
  fromLinks: z.int().min(0, { error: "fromLinks is a whole number of links, like 2000, or 0 for always" }),
});

export type EdgeSettings = z.output<typeof edgeSettingsSchema>;

const DEFAULT_SETTINGS: EdgeSettings = { fromLinks: 2000 };

export function parseEdgeSettings(source: SourceFile | undefined): EdgeSettings {
  if (!source) return DEFAULT_SETTINGS;
  const parsed = parseYaml(source.file, source.text, edgeSettingsSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value;
}

/** `CAMPAIGN_LINKS_AT_THE_EDGE` (`always`/`never`) overrides the threshold, for tests. */
export function linksAtTheEdge(linkCount: number, settings: EdgeSettings, env: NodeJS.ProcessEnv): boolean {
  if (env.CAMPAIGN_LINKS_AT_THE_EDGE === "always") return true;
  if (env.CAMPAIGN_LINKS_AT_THE_EDGE === "never") return false;
  return linkCount >= settings.fromLinks;
}

import { isTagManagerId } from "./tag-manager";
import type { ThirdPartyConfig } from "./third-party-config";

/** What a script is for, as the consent rules name it: the tag manager needs statistics, affiliates marketing. */
type ScriptUse = "tagManager" | "affiliate";

export const TAG_MANAGER_SCRIPT = "tag-manager";

/** The container's loader. */
const tagManagerUrl = (id: string): string =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** What the container expects in the data layer before its loader runs. */
export const tagManagerStart = (now: number) => ({ "gtm.start": now, event: "gtm.js" });

interface ThirdPartyScript {
  id: string;
  src: string;
}

const withParameter = (url: string, name: string, value: string): string => {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.href;
};

/**
 * The third-party scripts that may run now: each configured one whose consent is given, the affiliate
 * pixels only for a visitor who came with their click id. One entry per id, so each loads once.
 */
export function thirdPartyScripts(
  config: ThirdPartyConfig,
  ids: { awinId?: string | undefined; cjEventId?: string | undefined },
  consented: (use: ScriptUse) => boolean,
): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (isTagManagerId(config.tagManagerId) && consented("tagManager"))
    scripts.push({ id: TAG_MANAGER_SCRIPT, src: tagManagerUrl(config.tagManagerId) });
  if (!consented("affiliate")) return scripts;
  if (config.awinPixelUrl && ids.awinId)
    scripts.push({ id: "awin-pixel", src: withParameter(config.awinPixelUrl, "awc", ids.awinId) });
  if (config.cjPixelUrl && ids.cjEventId)
    scripts.push({ id: "cj-pixel", src: withParameter(config.cjPixelUrl, "cjevent", ids.cjEventId) });
  return scripts;
}

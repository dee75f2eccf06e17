import { isTagManagerId } from "./tag-manager";
import type { ThirdPartyConfig } from "./third-party-config";

/** As the consent rules name them: the tag manager needs statistics, affiliates marketing. */
type ScriptUse = "tagManager" | "affiliate";

export const TAG_MANAGER_SCRIPT = "tag-manager";

const tagManagerUrl = (id: string): string =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

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

/** Affiliate pixels load only for a visitor who came with their click id. */
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

import { isTagManagerId, tagManagerUrl } from "./tag-manager";

/** What the build is configured with: none of them, by default. */
export interface ThirdPartyConfig {
  tagManagerId?: string;
  /** Affiliate pixel scripts; the visitor's click id is added as a query parameter. */
  awinPixelUrl?: string;
  cjPixelUrl?: string;
}

/** What a script is for, as the consent rules name it: the tag manager needs statistics, affiliates marketing. */
type ScriptUse = "tagManager" | "affiliate";

export const TAG_MANAGER_SCRIPT = "tag-manager";

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

/** Whether any third-party script is configured at all: without one, no script-loading code is fetched. */
export const anyThirdPartyScript = (config: ThirdPartyConfig): boolean =>
  isTagManagerId(config.tagManagerId) || !!config.awinPixelUrl || !!config.cjPixelUrl;

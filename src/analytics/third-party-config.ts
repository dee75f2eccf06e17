import { isTagManagerId } from "./tag-manager";

export interface ThirdPartyConfig {
  tagManagerId?: string;
  awinPixelUrl?: string;
  cjPixelUrl?: string;
}

/** Kept apart from the script loader so that the consent banner can check it without fetching that code. */
export const anyThirdPartyScript = (config: ThirdPartyConfig): boolean =>
  isTagManagerId(config.tagManagerId) || !!config.awinPixelUrl || !!config.cjPixelUrl;

import { isTagManagerId } from "./tag-manager";

/** What the build is configured with: none of them, by default. */
export interface ThirdPartyConfig {
  tagManagerId?: string;
  /** Affiliate pixel scripts; the visitor's click id is added as a query parameter. */
  awinPixelUrl?: string;
  cjPixelUrl?: string;
}

/**
 * Whether any third-party script is configured at all: without one, no script-loading code is fetched.
 * Loaded with the consent banner, apart from the code it guards.
 */
export const anyThirdPartyScript = (config: ThirdPartyConfig): boolean =>
  isTagManagerId(config.tagManagerId) || !!config.awinPixelUrl || !!config.cjPixelUrl;

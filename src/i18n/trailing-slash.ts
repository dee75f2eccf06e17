import type { TrailingSlash } from "./language-path";

/**
 * Gatsby's `trailingSlash` for every shop: gatsby-config sets it, the language redirect in the browser
 * follows it. Not `never`: gatsby-plugin-offline's worker then precaches an app shell that does not exist
 * and never installs.
 */
export const TRAILING_SLASH: TrailingSlash = "always";

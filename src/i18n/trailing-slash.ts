import type { TrailingSlash } from "./language-path";

/** Not `never`: gatsby-plugin-offline's worker would precache an app shell that does not exist, and never install. */
export const TRAILING_SLASH: TrailingSlash = "always";

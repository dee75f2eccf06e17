/** Gatsby's internal slice for a page's scripts, hash and chunk mapping (see README). */
export const GATSBY_SCRIPTS_SLICE_ID = "_gatsby-scripts";

export const SCRIPT_LOADER_ID = "gatsby-script-loader";

/** Gatsby's CDATA markers do nothing in HTML. */
export const withoutCdata = (script: string): string =>
  script.replace(/^\/\*<!\[CDATA\[\*\//, "").replace(/\/\*\]\]>\*\/$/, "");

/** The id of the inline script in which Gatsby gives every page its path. */
export const SCRIPT_LOADER_ID = "gatsby-script-loader";

/**
 * Gatsby wraps that script in XHTML's CDATA markers, commented out for HTML, where they do nothing: a
 * page weighs less without them.
 */
export const withoutCdata = (script: string): string =>
  script.replace(/^\/\*<!\[CDATA\[\*\//, "").replace(/\/\*\]\]>\*\/$/, "");

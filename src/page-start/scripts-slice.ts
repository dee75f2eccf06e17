/**
 * The id of Gatsby's internal slice in which it renders a page's scripts, the build's hash and its chunk
 * mapping at the end of the body (`_gatsby/slices/_gatsby-scripts-1.html` in a build).
 */
export const GATSBY_SCRIPTS_SLICE_ID = "_gatsby-scripts";

/** The id of the inline script in which Gatsby gives every page its path. */
export const SCRIPT_LOADER_ID = "gatsby-script-loader";

/**
 * Gatsby wraps that script in XHTML's CDATA markers, commented out for HTML, where they do nothing: a
 * page weighs less without them.
 */
export const withoutCdata = (script: string): string =>
  script.replace(/^\/\*<!\[CDATA\[\*\//, "").replace(/\/\*\]\]>\*\/$/, "");

/**
 * Stands in for `outdent` in the site's bundles (see `gatsby-bundle.ts`): the i18n plugin
 * uses it only to format a warning shown in development, so the library need not ship on every page.
 * A template tag that keeps the text as written.
 */
export default String.raw;

/**
 * Stands in, in production builds only (see `browser-bundle.ts`), for Gatsby's internal Partytown
 * plugin's browser hooks: they do something in `gatsby develop` alone (inject off-main-thread
 * scripts, which this site has none of), yet their `require("gatsby-script")` shipped the script
 * loader and the Partytown snippet in every page's first load.
 */
export {};

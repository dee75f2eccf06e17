/**
 * What gatsby-plugin-react-i18next takes from `gatsby`, for its hook and its page wrapper (see
 * `gatsby-bundle.ts`). The plugin is CommonJS: its `require("gatsby")` kept every export of
 * Gatsby's browser entry (slices, static queries and their renderers) in every page's first load.
 */
export { navigate, withPrefix } from "gatsby";

/** The plugin's CommonJS `require("gatsby")` kept all of Gatsby's browser entry in every page (see README.md). */
export { navigate, withPrefix } from "gatsby";

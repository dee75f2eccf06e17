/**
 * The translation hooks the storefront's components use. Importing them from
 * `gatsby-plugin-react-i18next` itself would ship the plugin's whole index (its `Link`, and a CommonJS
 * re-export of react-i18next) on every page; these two come from where they are defined.
 */
export { useTranslation } from "react-i18next";
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";

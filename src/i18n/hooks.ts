/** Not from `gatsby-plugin-react-i18next`: its index would ship its `Link` and a CommonJS re-export on every page. */
export { useTranslation } from "react-i18next";
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";

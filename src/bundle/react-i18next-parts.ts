/**
 * The parts of react-i18next the storefront uses. gatsby-plugin-react-i18next re-exports the whole
 * library through CommonJS (`Object.keys(require("react-i18next"))`), which no bundler can prune, so
 * `Trans`, `withTranslation` and an HTML parser shipped on every page. The build points the plugin's
 * and our `react-i18next` at this module instead (see `toReactI18nextParts` in `module-replacements.ts`), which itself reads the real
 * library: only what is named here ships.
 */
export { I18nextProvider, useTranslation } from "react-i18next";

/** Only what is named here ships of react-i18next; the plugin's CommonJS re-export cannot be pruned (README.md). */
export { I18nextProvider, useTranslation } from "react-i18next";

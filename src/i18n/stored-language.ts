import { neverThrowing } from "../storage/never-throwing-storage";

/** The key gatsby-plugin-react-i18next uses for the visitor's language. */
const LANGUAGE_KEY = "gatsby-i18next-language";

// Where storage is refused the language lasts one page; the language prefix in the URL still carries it.
const local = neverThrowing(() => window.localStorage);

export const readStoredLanguage = (): string | null => local.getItem(LANGUAGE_KEY);

export const storeLanguage = (language: string): void => local.setItem(LANGUAGE_KEY, language);

/** The key gatsby-plugin-react-i18next uses for the visitor's language. */
export const LANGUAGE_KEY = "gatsby-i18next-language";

/** Storage can throw (private browsing, blocked cookies): the language then lasts one page. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Nothing to keep it in; the language prefix in the URL still carries it.
  }
}

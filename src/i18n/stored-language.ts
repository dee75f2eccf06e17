import Cookies from "js-cookie";
import { neverThrowing } from "../consent/never-throwing-storage";

/** The key gatsby-plugin-react-i18next uses for the visitor's language. */
export const LANGUAGE_KEY = "gatsby-i18next-language";

/**
 * The cookie Netlify's CDN reads instead of the browser's languages for its `Language=` rules: the
 * stored language, mirrored, so that the CDN decides as the page's own step would.
 */
const CDN_LANGUAGE_COOKIE = "nf_lang";

// Where storage is refused the language lasts one page; the language prefix in the URL still carries it.
const local = neverThrowing(() => window.localStorage);

export const readStoredLanguage = (): string | null => local.getItem(LANGUAGE_KEY);

export const readLanguageCookie = (): string | undefined => Cookies.get(CDN_LANGUAGE_COOKIE);

/** Stores the visitor's language, and mirrors it for the CDN (a year, the whole site). */
export function storeLanguage(language: string): void {
  local.setItem(LANGUAGE_KEY, language);
  Cookies.set(CDN_LANGUAGE_COOKIE, language, {
    expires: 365,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
}

import Cookies from "js-cookie";
import { neverThrowing } from "../consent/never-throwing-storage";

export const LANGUAGE_KEY = "gatsby-i18next-language";

/** Netlify's CDN reads this for its `Language=` rules, so that it decides as the page's own script would. */
const CDN_LANGUAGE_COOKIE = "nf_lang";

// Where storage is refused the language lasts one page; the URL's prefix still carries it.
const local = neverThrowing(() => window.localStorage);

export const readStoredLanguage = (): string | null => local.getItem(LANGUAGE_KEY);

export const readLanguageCookie = (): string | undefined => Cookies.get(CDN_LANGUAGE_COOKIE);

export function storeLanguage(language: string): void {
  local.setItem(LANGUAGE_KEY, language);
  Cookies.set(CDN_LANGUAGE_COOKIE, language, {
    expires: 365,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
}

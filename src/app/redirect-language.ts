import { languageRedirect } from "../i18n/language-redirect";
import { readStoredLanguage, storeLanguage } from "../i18n/stored-language";
import { TRAILING_SLASH } from "../i18n/trailing-slash";
import { siteData } from "../site/runtime-site-data";

/**
 * Sends a visitor whose language is not the default from an unrouted page to its language prefix.
 * It runs before React hydrates, so the Dutch page is never hydrated and then replaced.
 * Returns true when the browser is leaving the page.
 */
export function redirectLanguage(location: Location): boolean {
  if (location.pathname.toLowerCase().startsWith("/redirects/")) return false;
  const { languages, defaultLanguage } = siteData.siteConfig;
  const stored = readStoredLanguage();
  const { language, target } = languageRedirect({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    stored,
    browserLanguages: navigator.languages ?? [navigator.language],
    languages,
    defaultLanguage,
    trailingSlash: TRAILING_SLASH,
  });
  if (stored !== language) storeLanguage(language);
  if (!target) return false;
  location.replace(target);
  return true;
}

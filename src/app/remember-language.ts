import { languageOfPath } from "../i18n/language-path";
import { readLanguageCookie, readStoredLanguage, storeLanguage } from "../i18n/stored-language";
import { shopSettings } from "../runtime-settings/runtime-settings";

/**
 * Remembers the language of the page the visitor reads, in storage and in the cookie the CDN reads, so
 * that the next unprefixed page opens in it, at the CDN or in the browser. Sending the visitor on is
 * the inline step's alone (`stepToLanguage`): it is at the top of every unprefixed page, the offline
 * app shell and `gatsby develop`'s pages included, so a page that runs this code is the visitor's.
 */
export function rememberLanguage(location: Location): void {
  const { language } = languageOfPath(location.pathname, shopSettings);
  if (readStoredLanguage() !== language || readLanguageCookie() !== language) storeLanguage(language);
}

import { languageOfPath } from "../i18n/language-path";
import { readLanguageCookie, readStoredLanguage, storeLanguage } from "../i18n/stored-language";
import { shopSettings } from "../runtime-settings/runtime-settings";

/** Sending the visitor on is the inline head script's alone: it tops every unprefixed page, so a page that
 * runs this code is the visitor's. */
export function rememberLanguage(location: Location): void {
  const { language } = languageOfPath(location.pathname, shopSettings);
  if (readStoredLanguage() !== language || readLanguageCookie() !== language) storeLanguage(language);
}

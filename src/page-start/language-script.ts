import type { languageRedirect, LanguageRedirectSettings } from "../i18n/language-redirect";

/** Unprefixed pages: a visitor whose language is not the default leaves before any code loads. */
export function leaveForLanguage(
  redirect: typeof languageRedirect,
  start: () => void,
  storageKey: string,
  ...settings: LanguageRedirectSettings
): void {
  let stored = null;
  try {
    stored = localStorage.getItem(storageKey);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (refused) {
    // Private browsing: nothing stored.
  }
  const target = redirect(location, stored, navigator.languages, ...settings);
  if (target) location.replace(target);
  else start();
}

import type { languageRedirect, LanguageRedirectSettings } from "../i18n/language-redirect";

/**
 * The inline head script of every page without a language prefix, before anything else loads:
 * a visitor whose language is not the default leaves for the prefixed page at once, so that an
 * English browser never loads the Dutch page's code. Storage that throws (private browsing) counts as
 * nothing stored. A visitor who stays gets the page's scripts from `start`, as on every other page.
 *
 * Self-contained, as `inlineFunction` requires; the rule itself is `redirect`, the same
 * `languageRedirect` the browser's code calls.
 */
export function leaveForLanguage(
  redirect: typeof languageRedirect,
  start: () => void,
  storageKey: string,
  ...settings: LanguageRedirectSettings
): void {
  let stored = null;
  try {
    stored = localStorage.getItem(storageKey);
    // ES2015 has no catch without a binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (refused) {
    // Private browsing: nothing stored.
  }
  // Every browser the site's code runs in has the list (its minifier targets ES2017).
  const target = redirect(location, stored, navigator.languages, ...settings);
  if (target) location.replace(target);
  else start();
}

import * as CookieConsent from "vanilla-cookieconsent";
import enUS from "../../locales/en-US/consent.json";
import nlNL from "../../locales/nl-NL/consent.json";
import { whenNotTyping } from "../app/when-not-typing";
import { COOKIE_BANNER_STYLES } from "./cookie-banner-styles";
import { useConsent } from "./consent-store";

type ConsentTexts = typeof enUS;
const TEXTS: Record<string, ConsentTexts> = { "en-US": enUS, "nl-NL": nlNL };

function translation(texts: ConsentTexts): CookieConsent.Translation {
  return {
    consentModal: {
      title: texts.title,
      description: texts.description,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      showPreferencesBtn: texts.showPreferences,
    },
    preferencesModal: {
      title: texts.preferencesTitle,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      savePreferencesBtn: texts.savePreferences,
      closeIconLabel: texts.close,
      sections: [
        { title: texts.strictTitle, description: texts.strictDescription, linkedCategory: "strict" },
        {
          title: texts.statisticsTitle,
          description: texts.statisticsDescription,
          linkedCategory: "statistics",
        },
        { title: texts.marketingTitle, description: texts.marketingDescription, linkedCategory: "marketing" },
      ],
    },
  };
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(`link[href="${href}"]`)) return resolve();
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Shows the consent banner (first visit) and reads back an earlier choice. Script tags marked
 * `type="text/plain" data-category="…"` run only once their category is accepted.
 */
async function runCookieBanner(language: string): Promise<void> {
  const sync = ({ cookie }: { cookie: CookieConsent.CookieValue }) =>
    useConsent.getState().setAccepted(cookie.categories);
  // Published by the build, loaded only when the banner is: not inlined into every page.
  await loadStylesheet(COOKIE_BANNER_STYLES);
  await CookieConsent.run({
    mode: "opt-in",
    // Shown below, when it will not take the focus from a field the visitor is typing in.
    autoShow: false,
    hideFromBots: false,
    manageScriptTags: true,
    autoClearCookies: true,
    cookie: { name: "consent", sameSite: "Lax", expiresAfterDays: 182 },
    guiOptions: { consentModal: { layout: "box", position: "bottom left" } },
    categories: {
      strict: { enabled: true, readOnly: true },
      statistics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
      marketing: {},
    },
    onConsent: sync,
    onChange: sync,
    language: {
      default: TEXTS[language] ? language : "en-US",
      translations: Object.fromEntries(
        Object.entries(TEXTS).map(([lng, texts]) => [lng, translation(texts)]),
      ),
    },
  });
  if (!CookieConsent.validConsent()) whenNotTyping(() => CookieConsent.show(true));
}

let running: Promise<void> | undefined;

/** Starts the banner once, however often it is asked for. */
export const startCookieBanner = (language: string): Promise<void> => (running ??= runCookieBanner(language));

/** The preferences dialog (footer link): starts the banner first if the page has not yet. */
export async function showCookiePreferences(language: string): Promise<void> {
  await startCookieBanner(language);
  CookieConsent.showPreferences();
}

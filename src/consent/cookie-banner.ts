import * as CookieConsent from "vanilla-cookieconsent";
import enUS from "../../locales/en-US/consent.json";
import nlNL from "../../locales/nl-NL/consent.json";
import { bannerMayOpen, bannerMayTakeFocus, CONSENT_ROOT_ID, type VisitorActivity } from "./banner-rules";
import { COOKIE_BANNER_STYLES } from "./cookie-banner-styles";
import { consentState } from "./consent-state";
import { visitorActivity, type OpenPanels } from "./visitor-activity";
import { whenFree } from "./when-free";
import { shopSettings } from "../runtime-settings/runtime-settings";

type ConsentTexts = typeof enUS;
const TEXTS: Record<string, ConsentTexts> = { "en-US": enUS, "nl-NL": nlNL };

/** The cookie policy in the banner's language (the default language's pages have no prefix). */
const policyPath = (language: string): string =>
  `${language === shopSettings.defaultLanguage ? "" : `/${language}`}/cookie-policy/`;

function translation(texts: ConsentTexts, language: string): CookieConsent.Translation {
  return {
    consentModal: {
      title: texts.title,
      // The library writes the description as HTML.
      description: `${texts.description} <a href="${policyPath(language)}">${texts.policy}</a>`,
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

/** The banner's place: the first element of the page, so that it comes first in the tab order. */
function consentRoot(): HTMLElement {
  const existing = document.getElementById(CONSENT_ROOT_ID);
  if (existing) return existing;
  const root = Object.assign(document.createElement("div"), { id: CONSENT_ROOT_ID });
  // Announces the banner to screen readers when it opens without taking the focus.
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  Object.assign(status.style, {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  });
  root.append(status);
  document.body.prepend(root);
  return root;
}

/**
 * The library moves the focus into the banner a moment after it opens (after 100 ms and again when
 * its transition ends) by focusing one element of the dialog. That element now takes the focus only
 * when the visitor is not doing something else at that moment; otherwise the banner announces itself.
 * It is a non-modal dialog: the page stays usable while it is open.
 */
function openWithoutStealingFocus(activity: () => VisitorActivity, announcement: string): void {
  const dialog = document.querySelector<HTMLElement>(`#${CONSENT_ROOT_ID} .cm[role="dialog"]`);
  const target = dialog?.querySelector<HTMLElement>(':scope > [tabindex="-1"]');
  if (!dialog || !target) return;
  dialog.setAttribute("aria-modal", "false");
  target.focus = (options?: FocusOptions) => {
    if (bannerMayTakeFocus(activity())) HTMLElement.prototype.focus.call(target, options);
    else {
      const status = document.querySelector(`#${CONSENT_ROOT_ID} [role="status"]`);
      if (status) status.textContent = announcement;
    }
  };
}

/** The control that opened the preferences (the footer's "Cookie settings"), to return to when they close. */
let opener: Element | null = null;

/**
 * When the banner or the preferences close, the library focuses what had the focus when they opened:
 * nothing (the page's body) for a banner that opened by itself, so a keyboard visitor would start again
 * from the top of the document. The focus goes back to the control that opened them, else to the page's
 * main content, where the visitor was about to begin.
 */
function giveFocusBack(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest(`#${CONSENT_ROOT_ID}`)) return;
  const target = opener?.isConnected ? opener : document.getElementById("main");
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/**
 * Shows the consent banner (first visit) and reads back an earlier choice. Script tags marked
 * `type="text/plain" data-category="…"` run only once their category is accepted. The banner waits
 * until the visitor is not busy (typing, searching, in the navigation or another dialog).
 */
async function runCookieBanner(language: string, panels: () => OpenPanels): Promise<void> {
  const activity = () => visitorActivity(panels());
  const sync = ({ cookie }: { cookie: CookieConsent.CookieValue }) =>
    consentState.getState().setAccepted(cookie.categories);
  const texts = TEXTS[language] ?? enUS;
  // Published by the build, loaded only when the banner is: not inlined into every page.
  await loadStylesheet(COOKIE_BANNER_STYLES);
  await CookieConsent.run({
    mode: "opt-in",
    root: consentRoot(),
    // Shown below, once the visitor is free.
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
    onModalShow: ({ modalName }) => {
      if (modalName === "consentModal") openWithoutStealingFocus(activity, texts.waiting);
    },
    onModalHide: giveFocusBack,
    language: {
      default: TEXTS[language] ? language : "en-US",
      translations: Object.fromEntries(
        Object.entries(TEXTS).map(([lng, texts]) => [lng, translation(texts, lng)]),
      ),
    },
  });
  if (!CookieConsent.validConsent())
    whenFree(
      () => bannerMayOpen(activity()),
      () => CookieConsent.show(true),
    );
}

let running: Promise<void> | undefined;

/** Starts the banner once, however often it is asked for; `panels` reads what the storefront has open. */
export const startCookieBanner = (language: string, panels: () => OpenPanels): Promise<void> =>
  (running ??= runCookieBanner(language, panels));

/** The preferences dialog (footer link): starts the banner first if the page has not yet. */
export async function showCookiePreferences(language: string, panels: () => OpenPanels): Promise<void> {
  opener = document.activeElement;
  await startCookieBanner(language, panels);
  CookieConsent.showPreferences();
}

import * as CookieConsent from "vanilla-cookieconsent";
import enUS from "../../locales/en-US/consent.json";
import nlNL from "../../locales/nl-NL/consent.json";
import { bannerMayOpen, bannerMayTakeFocus, CONSENT_ROOT_ID, type VisitorActivity } from "./banner-rules";
import { CONSENT_COOKIE } from "./stored-decision";
import { COOKIE_BANNER_STYLES } from "./cookie-banner-styles";
import { consentState } from "./consent-state";
import { visitorActivity, type OpenPanels } from "./visitor-activity";
import { whenFree } from "./when-free";
import { shopSettings } from "../runtime-settings/runtime-settings";

type ConsentTexts = typeof enUS;
const TEXTS: Record<string, ConsentTexts> = { "en-US": enUS, "nl-NL": nlNL };

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

// The library focuses the dialog 100 ms after opening and after its transition; here only when the visitor
// is not busy, else the banner announces itself. Non-modal: the page stays usable.
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

// The library refocuses what had focus on opening: the body for a banner that opened by itself. Instead
// the opener gets it back, else the main content.
function giveFocusBack(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest(`#${CONSENT_ROOT_ID}`)) return;
  const target = opener?.isConnected ? opener : document.getElementById("main");
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/** Scripts marked `type="text/plain" data-category="…"` run once their category is accepted. */
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
    cookie: { name: CONSENT_COOKIE, sameSite: "Lax", expiresAfterDays: 182 },
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

export const startCookieBanner = (language: string, panels: () => OpenPanels): Promise<void> =>
  (running ??= runCookieBanner(language, panels));

export async function showCookiePreferences(language: string, panels: () => OpenPanels): Promise<void> {
  opener = document.activeElement;
  await startCookieBanner(language, panels);
  CookieConsent.showPreferences();
}

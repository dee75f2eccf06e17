// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import * as library from "vanilla-cookieconsent";
import { grantedCategories } from "../../src/consent/consent-rules";
import { CONSENT_COOKIE, storedDecision } from "../../src/consent/stored-decision";

// The decision search recalls when it starts must be the one the consent library finds once it loads:
// nothing else sets a recalled decision aside.

/** The library as it starts on a new page (it runs once a page), configured as the cookie banner does. */
async function startLibrary(): Promise<void> {
  library.reset(false);
  await library.run({
    mode: "opt-in",
    autoShow: false,
    cookie: { name: CONSENT_COOKIE },
    categories: { strict: { enabled: true, readOnly: true }, statistics: {}, marketing: {} },
    language: {
      default: "en",
      translations: { en: { consentModal: {}, preferencesModal: { sections: [] } } },
    },
  });
}

/** What the library makes of the cookie, in the banner's order: undefined without a valid decision. */
const libraryDecision = () =>
  library.validConsent() ? grantedCategories(library.getUserPreferences().acceptedCategories) : undefined;

const STORED = {
  categories: ["strict", "statistics"],
  revision: 0,
  data: null,
  consentTimestamp: "2026-11-01T10:00:00.000Z",
  consentId: "6f1c3d0e-3c1b-4c55-9a43-0d6a5d0d2b11",
  services: { strict: [], statistics: [], marketing: [] },
  lastConsentTimestamp: "2026-11-01T10:00:00.000Z",
};

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE);
  document.body.replaceChildren();
});

describe("storedDecision reads the consent cookie as the consent library does", () => {
  it.each([
    [["statistics"], ["strict", "statistics"]],
    [
      ["statistics", "marketing"],
      ["strict", "statistics", "marketing"],
    ],
    [[], ["strict"]],
  ])("the library's own cookie after accepting %j gives %j", async (accepted, granted) => {
    await startLibrary();
    library.acceptCategory(accepted);
    expect(storedDecision(Cookies.get(CONSENT_COOKIE))).toEqual(granted);
    await startLibrary();
    expect(libraryDecision()).toEqual(granted);
  });

  it.each([
    ["a whole decision", STORED],
    ["no id", { ...STORED, consentId: undefined }],
    ["an empty id", { ...STORED, consentId: "" }],
    ["no first timestamp", { ...STORED, consentTimestamp: undefined }],
    ["no last timestamp", { ...STORED, lastConsentTimestamp: undefined }],
    ["categories that are not a list", { ...STORED, categories: "statistics" }],
    ["only marketing", { ...STORED, categories: ["marketing"] }],
  ])("a cookie with %s: the same decision or none", async (_, stored) => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}; path=/`;
    const recalled = storedDecision(Cookies.get(CONSENT_COOKIE));
    await startLibrary();
    expect(recalled).toEqual(libraryDecision());
  });

  it.each([
    ["no cookie", undefined],
    ["a cookie that is not JSON", "%7Bnot json"],
    ["a cookie that is JSON null", "null"],
  ])("%s: undecided, for the library as well", async (_, value) => {
    if (value !== undefined) document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    expect(storedDecision(Cookies.get(CONSENT_COOKIE))).toBeUndefined();
    await startLibrary();
    expect(libraryDecision()).toBeUndefined();
  });
});

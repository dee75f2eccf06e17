import Cookies from "js-cookie";
import { grantedCategories, type ConsentCategory } from "./consent-rules";
import { consentState } from "./consent-state";

/** The cookie in which the consent library keeps the visitor's decision. */
export const CONSENT_COOKIE = "consent";

/**
 * The categories accepted on an earlier page, from the consent library's cookie, valid by the library's own
 * rule (an id, both timestamps and a list of categories); undefined while the visitor has not decided.
 */
export function storedDecision(cookie: string | undefined): ConsentCategory[] | undefined {
  try {
    const stored = JSON.parse(cookie ?? "") as Record<string, unknown> | null;
    const { consentId, consentTimestamp, lastConsentTimestamp, categories } = stored ?? {};
    const valid =
      typeof consentId === "string" && !!consentId && !!consentTimestamp && !!lastConsentTimestamp;
    return valid && Array.isArray(categories) ? grantedCategories(categories) : undefined;
  } catch {
    return undefined;
  }
}

/** The banner's code loads once the browser is idle; code that needs the decision sooner (the search
 * code's events) recalls one made on an earlier page, as the banner's library will read it
 * (tests/unit/stored-decision.test.ts holds the two together). */
export function recallStoredDecision(): void {
  const granted = consentState.getState().decided ? undefined : storedDecision(Cookies.get(CONSENT_COOKIE));
  if (granted) consentState.getState().setAccepted(granted);
}

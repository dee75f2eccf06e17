import type { BrowserContext } from "@playwright/test";
import { standInTagManager } from "./tag-manager";

/** The third-party scripts the end-to-end build is configured with; the tests answer their hosts. */
export const TAG_MANAGER_ID = "GTM-E2ETEST";
export const TAG_MANAGER_URL = `https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`;
/** Affiliate pixels on fictional hosts. */
export const AWIN_PIXEL_URL = "https://pixel.awin.example/tag.js";
export const CJ_PIXEL_URL = "https://tag.cj.example/pixel.js";

/** Requests for any of those scripts. */
export const THIRD_PARTY_SCRIPTS =
  /^https:\/\/(pixel\.awin\.example|tag\.cj\.example|www\.googletagmanager\.com)\//;

/**
 * For a test that gives the consent that loads them: the affiliate pixels answer with a script that does
 * nothing, the tag manager with the stand-in. Only such tests route them, as routing holds every request
 * of the context until the test runner lets it go (a tenth more CPU a page); elsewhere the tag manager's
 * host does not resolve (playwright.config.ts), and a test that loads it fails on the console error.
 */
export async function standInThirdParties(context: BrowserContext): Promise<void> {
  await context.route(THIRD_PARTY_SCRIPTS, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  // Registered last, so that it answers the tag manager's host first.
  await standInTagManager(context);
}

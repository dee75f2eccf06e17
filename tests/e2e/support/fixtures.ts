import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { routeKlevuHosts, type KlevuCall } from "./klevu-stand-ins";
import { standInTagManager } from "./tag-manager";
import { THIRD_PARTY_SCRIPTS } from "./third-party-hosts";

export interface PageProblems {
  /** Uncaught exceptions and console errors, React hydration errors among them. */
  errors: string[];
}

export interface ShopOptions {
  /** What the built site searches with: the local service, or Klevu (its hosts routed to stand-ins). */
  searchProvider: "local" | "klevu";
}

/**
 * Every test page records what went wrong in it; `problems.errors` should end empty. In the Klevu
 * project every call to Klevu's hosts goes to the local service, and `klevuCalls` lists them.
 */
export const test = base.extend<ShopOptions & { problems: PageProblems; klevuCalls: KlevuCall[] }>({
  searchProvider: ["local", { option: true }],
  klevuCalls: async ({}, provide) => provide([]),
  problems: async ({ page, context }, provide) => {
    const problems: PageProblems = { errors: [] };
    page.on("pageerror", (error) => problems.errors.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error")
        problems.errors.push(`console: ${message.text()} ${message.location().url}`.trim());
    });
    // The context also sees what the service worker fetches.
    context.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") {
        problems.errors.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await provide(problems);
  },
  // A route handler still fetching when the test ends would hold up closing the page and its context.
  context: async ({ context, searchProvider, klevuCalls }, provide) => {
    if (searchProvider === "klevu") await routeKlevuHosts(context, klevuCalls);
    // The affiliate pixels the build is configured with answer with a script that does nothing here, and
    // the tag manager with a stand-in container (tag-manager.ts): no test reaches a real third party.
    await context.route(THIRD_PARTY_SCRIPTS, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    // Registered last, so that it answers the tag manager's host first.
    await standInTagManager(context);
    await provide(context);
    await context.unrouteAll({ behavior: "ignoreErrors" });
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});

export { expect };

/** Local storage keys of the page's origin. */
export const storageKeys = (page: Page): Promise<string[]> => page.evaluate(() => Object.keys(localStorage));

/**
 * Clicks a disclosure button until it reports itself open: a click that lands before React has
 * hydrated the server-rendered button does nothing, so the first one may need repeating.
 */
export async function open(toggle: Locator): Promise<void> {
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

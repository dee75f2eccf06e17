import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { klevuSiteAnswers, routeKlevuHosts, type KlevuCall } from "./klevu-stand-ins";

export interface PageProblems {
  /** Uncaught exceptions and console errors, React hydration errors among them. */
  errors: string[];
  /** Declares problems the test causes on purpose (a page that does not exist, a request it fails). */
  expect(...problems: RegExp[]): void;
}

/** The browser's console line for a response with an error status. */
const RESPONDED_WITH_ERROR = /^Failed to load resource: the server responded with a status of \d+/;

/** What a browser says when a worker it was told to block tries to register. */
const BLOCKED_WORKER = /^console: Error during service worker registration/;

export interface ShopOptions {
  /** What the built site searches with: the local service, or Klevu (its hosts routed to stand-ins). */
  searchProvider: "local" | "klevu";
}

/** Resolves once the Klevu build answers: it builds while the run's first tests run. */
let klevuSiteReady: Promise<void> | undefined;
// No timeout of its own: the fixture's bounds it.
const waitForKlevuSite = async () => {
  await expect.poll(klevuSiteAnswers, { timeout: 0, intervals: [500] }).toBe(true);
};

/**
 * Every test page records what went wrong in it, and every test fails when anything did that it did
 * not expect (`problems.expect`): an uncaught exception, a console error (React's hydration errors
 * among them) or a failed request. In the Klevu project every call to Klevu's hosts goes to the local
 * service, and `klevuCalls` lists them.
 */
export const test = base.extend<
  ShopOptions & { problems: PageProblems; klevuCalls: KlevuCall[]; klevuSite: void }
>({
  searchProvider: ["local", { option: true }],
  klevuSite: [
    async ({ searchProvider }, provide) => {
      if (searchProvider === "klevu") await (klevuSiteReady ??= waitForKlevuSite());
      await provide();
    },
    { auto: true, timeout: 300_000 },
  ],
  klevuCalls: async ({}, provide) => provide([]),
  problems: [
    async ({ page, context, serviceWorkers }, provide) => {
      const expected = serviceWorkers === "block" ? [BLOCKED_WORKER] : [];
      const problems: PageProblems = { errors: [], expect: (...more) => expected.push(...more) };
      page.on("pageerror", (error) => problems.errors.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        // A response with an error status is recorded below, as "HTTP nnn", except the page itself:
        // a test that opens a missing page gets its 404 page, and that is no problem of the page.
        if (message.type() === "error" && !RESPONDED_WITH_ERROR.test(message.text()))
          problems.errors.push(`console: ${message.text()} ${message.location().url}`.trim());
      });
      // The context also sees what the service worker fetches.
      context.on("response", (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== "document") {
          problems.errors.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await provide(problems);
      const unexpected = problems.errors.filter((error) => !expected.some((known) => known.test(error)));
      expect(unexpected, "nothing went wrong in the page that the test did not expect").toEqual([]);
    },
    { auto: true },
  ],
  // A route handler still fetching when the test ends would hold up closing the page and its context.
  context: async ({ context, searchProvider, klevuCalls }, provide) => {
    if (searchProvider === "klevu") await routeKlevuHosts(context, klevuCalls);
    await provide(context);
    await context.unrouteAll({ behavior: "ignoreErrors" });
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});

export { expect };

/**
 * What a visit to a page the site does not have fails to fetch, besides the page itself: Gatsby asks
 * for its data, and the 404 page is shown instead. For `problems.expect`.
 */
export const missingPage = (path: string): RegExp =>
  new RegExp(`^HTTP 404: .*/${path.replace(/^\/|\/$/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Any page the site does not have, or its data (a script, style or image is never one): for tests
 * that open many such pages. */
export const ANY_MISSING_PAGE =
  /^HTTP 404: (?!\S*\.(?:js|css|png|svg|jpe?g|webp|avif|woff2?)(?:\?\S*)?$)\S+$/;

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

/**
 * Clicks `link` and expects the address to become `url`. A click that left the address unchanged (twice
 * in CI on the built site, once on the development server, never here) says what it reached, and what the
 * page asked for after it and how that ended.
 */
export async function openLink(
  page: Page,
  link: Locator,
  url: string | RegExp,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const requests = recordRequests(page.context());
  await page.evaluate(() =>
    addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        const anchor = target.closest("a");
        const hydrated = Object.keys(anchor ?? target).some((key) => key.startsWith("__reactProps"));
        // After every listener has run, so that whether one took the click is known.
        setTimeout(() => {
          document.documentElement.dataset.lastClick =
            `${anchor?.getAttribute("href") ?? target.tagName} at ${event.clientX},${event.clientY}, ` +
            `hydrated ${hydrated}, taken by a script ${event.defaultPrevented}`;
        });
      },
      { capture: true, once: true },
    ),
  );
  try {
    await link.click();
    await expect(page).toHaveURL(url, { timeout });
  } catch (error) {
    const click = await page
      .evaluate(() => document.documentElement.dataset.lastClick ?? "nothing")
      .catch(() => "unknown: the page has gone");
    throw new Error(
      `${(error as Error).message}\nThe click reached: ${click}\nAsked for since: ${requests.list()}`,
    );
  } finally {
    requests.stop();
  }
}

/**
 * Every request of `context` from now on, the page's and its workers', and how each ended, for a failure
 * message: what a trace would show, which CI does not keep.
 */
export function recordRequests(context: BrowserContext): { list: () => string; stop: () => void } {
  const asked = new Map<Request, string>();
  const onRequest = (request: Request) => asked.set(request, "still open");
  const onFinished = (request: Request) => asked.set(request, "done");
  const onFailed = (request: Request) => asked.set(request, `failed (${request.failure()?.errorText})`);
  context.on("request", onRequest);
  context.on("requestfinished", onFinished);
  context.on("requestfailed", onFailed);
  return {
    list: () =>
      [...asked]
        .map(([request, end]) => `${request.url()}${request.serviceWorker() ? " (a worker's)" : ""} ${end}`)
        .join(", ") || "nothing",
    stop: () => {
      context.off("request", onRequest);
      context.off("requestfinished", onFinished);
      context.off("requestfailed", onFailed);
    },
  };
}

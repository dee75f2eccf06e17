import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SITE_PORT } from "./support/ports";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

// Gatsby's own runtime, which the site relies on: each test shows it working on the built site.

const texts = LANGUAGES["en-US"];
const PUBLIC = path.resolve(__dirname, "../../public");

/** Marks the window, so that a test can tell a client-side navigation (kept) from a page load (gone). */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

test("after a client-side navigation the announcer says where the visitor is", async ({ page }) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  await markWindow(page);
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  // Gatsby's announcer: a live region that names the new page by its first heading (else its title).
  const announcer = page.locator("#gatsby-announcer[aria-live=assertive]");
  await expect(announcer).toHaveText("Navigated to Cart");
  expect(await sameWindow(page)).toBe(true);
});

test.describe("with the offline worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker registers on localhost but not on 127.0.0.1, a secure context that is not localhost", async ({
    page,
    problems,
  }) => {
    problems.expect(/^console: Service workers can only be used over HTTPS, or on localhost for development/);
    const refused = page.waitForEvent("console", (message) => message.type() === "error");
    await page.goto(`http://127.0.0.1:${SITE_PORT}/en-US/`);
    // Gatsby's runtime decided (it says so when it declines), though the browser would allow a worker here.
    expect((await refused).text()).toBe(
      "Service workers can only be used over HTTPS, or on localhost for development",
    );
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );

    await page.goto(`http://localhost:${SITE_PORT}/en-US/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://localhost:${SITE_PORT}/`);
  });
});

test.describe("page data", () => {
  // The worker would fetch page data itself, out of the page's sight. The busy server's answers are
  // the test's own.
  test.use({ serviceWorkers: "block" });

  test.beforeEach(({ problems }) => problems.expect(/^HTTP 503: .*\/page-data\/en-US\/cart\//));

  /** Fails the cart page's data `times` times as a busy server does (503), then serves it; counts the fetches. */
  async function failCartDataTimes(page: Page, times: number): Promise<Request[]> {
    const fetches: Request[] = [];
    await page.route("**/page-data/en-US/cart/page-data.json", async (route) => {
      // Only the loader's own fetches: a prefetch hint only warms the browser's cache.
      if (route.request().resourceType() !== "xhr") return route.continue();
      fetches.push(route.request());
      if (fetches.length <= times) return route.fulfill({ status: 503, body: "Service Unavailable" });
      return route.continue();
    });
    return fetches;
  }

  test("that fails three times is fetched a fourth time, and the navigation stays in the page", async ({
    page,
  }) => {
    const fetches = await failCartDataTimes(page, 3);
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);
    await markWindow(page);
    await page.getByRole("link", { name: "Cart" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
    expect(fetches).toHaveLength(4);
    expect(await sameWindow(page)).toBe(true);
  });

  test("that fails four times leads to a full page load of the target", async ({ page }) => {
    const fetches = await failCartDataTimes(page, 4);
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);
    await markWindow(page);
    await page.getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/en-US\/cart\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
    expect(await sameWindow(page)).toBe(false);
    expect(fetches.length).toBeGreaterThanOrEqual(4);
  });
});

test("page data from another build makes the page reload once, then it works", async ({ page, context }) => {
  const loads: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && loads.push(frame.url()));
  // Deployed after this page's HTML and scripts: its build hash differs, on every fetch (the service
  // worker's too).
  const appData = JSON.parse(readFileSync(path.join(PUBLIC, "page-data/app-data.json"), "utf8")) as object;
  await context.route("**/page-data/app-data.json", (route) =>
    route.fulfill({ json: { ...appData, webpackCompilationHash: "a-newer-build" } }),
  );
  await page.goto("/en-US/");
  await expect.poll(() => loads).toHaveLength(2);
  await page.waitForFunction(() => document.readyState === "complete");
  expect(loads).toEqual([`http://localhost:${SITE_PORT}/en-US/`, `http://localhost:${SITE_PORT}/en-US/`]);
  // No further reload: the page is hydrated and takes the visitor on.
  await context.unroute("**/page-data/app-data.json");
  await declineOptionalCookies(page, texts);
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
});

test.describe("prefetch", () => {
  // The offline plugin adds prefetches of its own once its worker is active.
  test.use({ serviceWorkers: "block" });

  /** Gatsby prefetches a linked page's data with a `<link rel=prefetch>`, whose request is of type "other". */
  function recordPrefetches(page: Page): { path: string; at: number }[] {
    const prefetches: { path: string; at: number }[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === "other" && /^\/page-data\/.+\/page-data\.json$/.test(pathname))
        prefetches.push({ path: pathname, at: Date.now() });
    });
    return prefetches;
  }

  /** Prefetches that follow each other within a second, as one batch. */
  function batches(prefetches: { at: number }[]): { at: number }[][] {
    const grouped: { at: number }[][] = [];
    for (const prefetch of prefetches) {
      const last = grouped.at(-1);
      if (last && prefetch.at - (last[0]?.at ?? 0) < 1000) last.push(prefetch);
      else grouped.push([prefetch]);
    }
    return grouped;
  }

  /**
   * The home page, hydrated, and then as long as two batches of prefetches take: Gatsby's queue waits 3 s
   * and then for the browser to be idle, so the page's clock moves on as much, twice. A prefetch is a
   * `<link rel=prefetch>` Gatsby adds as its queue runs: returns those there are then.
   */
  async function homeAndWait(page: Page): Promise<string[]> {
    await page.clock.install();
    await page.goto("/en-US/");
    await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible({ timeout: 15_000 });
    await page.clock.runFor(2 * 3500);
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]"), (link) => link.href),
    );
  }

  test("fetches the data of linked pages in view in batches of up to 4, 3 s apart", async ({ page }) => {
    const prefetches = recordPrefetches(page);
    await page.goto("/en-US/");
    // The home page links to more than two batches' worth of pages.
    await expect.poll(() => prefetches.length, { timeout: 20_000 }).toBeGreaterThan(8);
    const grouped = batches(prefetches);
    // A batch takes up to 4 of the pages queued by then; on a busy machine the first may find only 3
    // queued, but with more than two batches' worth one of them takes a full 4.
    expect(Math.max(...grouped.map((batch) => batch.length))).toBe(4);
    for (const batch of grouped) expect(batch.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < grouped.length; i++)
      expect(grouped[i]![0]!.at - grouped[i - 1]!.at(-1)!.at).toBeGreaterThanOrEqual(2900);
    expect(new Set(prefetches.map((prefetch) => prefetch.path)).size).toBe(prefetches.length);
  });

  test("fetches nothing ahead on a 2g connection", async ({ page, context }) => {
    const prefetches = recordPrefetches(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // Chromium derives the connection's effective type from the emulated round-trip time.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
      connectionType: "cellular2g",
    });
    expect(await homeAndWait(page)).toEqual([]);
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { effectiveType: string } }).connection?.effectiveType,
      ),
    ).toBe("2g");
    expect(prefetches).toEqual([]);
  });

  test("fetches nothing ahead when the visitor saves data", async ({ page, context }) => {
    const prefetches = recordPrefetches(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    expect(await homeAndWait(page)).toEqual([]);
    expect(
      await page.evaluate(() => (navigator as { connection?: { saveData: boolean } }).connection?.saveData),
    ).toBe(true);
    expect(prefetches).toEqual([]);
  });

  test.describe("for a search engine's crawler", () => {
    test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

    test("fetches nothing ahead", async ({ page }) => {
      const prefetches = recordPrefetches(page);
      expect(await homeAndWait(page)).toEqual([]);
      expect(prefetches).toEqual([]);
    });
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { inlineScriptHashes } from "../../src/security/inline-scripts";
import { STUDIO_HEADERS } from "../../src/security/studio-policy";
import { expect, missingPage, test as base } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { serveWithHeaders } from "../../scripts/hosting/netlify-host";
import { COMMERCE_URL, HEADERS_PORT, REPORTING_PORT, SEARCH_URL } from "./support/ports";
import { resolveTarget } from "./support/redirect-table";
import { expectBaseSecurityHeaders } from "./support/security-headers";
import { openQuickSearch, searchResults } from "./support/shop";
import { follow, landOnShops } from "./support/shop-hosts";

const PUBLIC = path.resolve(__dirname, "../../public");
const firstIn = (dir: string) => readdirSync(path.join(PUBLIC, dir)).sort()[0] ?? "";
/** The inline scripts of the 404 pages, which may answer any path in other letter case. */
const NOT_FOUND_HASHES = ["404.html", "en-US/404/index.html"].flatMap((file) =>
  inlineScriptHashes(readFileSync(path.join(PUBLIC, file), "utf8")),
);

declare global {
  interface Window {
    __cspViolation?: (text: string) => void;
  }
}

/** What Chromium logs when a policy blocks something, or when a page uses a feature the site denies. */
const BLOCKED = /Content Security Policy|Refused to|Permissions[- ]Policy/i;

const test = base.extend<{ violations: string[] }, { headersSite: string }>({
  headersSite: [
    async ({}, provide, workerInfo) => {
      const port = HEADERS_PORT + workerInfo.parallelIndex;
      const server = await serveWithHeaders(PUBLIC, port);
      await provide(`http://localhost:${port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  baseURL: async ({ headersSite }, provide) => provide(headersSite),
  /** Every violation report and every console line about a blocked resource, pages and worker alike. */
  violations: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.exposeBinding("__cspViolation", (_source, text: string) => void violations.push(text));
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        window.__cspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    const watch = (text: string) => BLOCKED.test(text) && violations.push(`console: ${text}`);
    context.on("console", (message) => watch(message.text()));
    context.on("serviceworker", (worker) => worker.on("console", (message) => watch(message.text())));
    await provide(violations);
  },
});

const scriptHosts = (sources: string[]) => sources.filter((source) => source.startsWith("https://"));

/**
 * The headers `path` is served with: the site's security headers and a policy with the hashes of its
 * own inline scripts and the 404 pages', and no other.
 */
async function expectSecurityHeaders(page: Page, path: string, status = 200): Promise<void> {
  const response = await expectBaseSecurityHeaders(page, path, status);
  const headers = response.headers();
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
  const policy = new Map(
    (headers["content-security-policy"] ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("worker-src")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual([
    "'self'",
    SEARCH_URL,
    // The tag manager the build is configured with, and what its container usually sends to.
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.google.com",
    // The commerce engine the build is configured with.
    COMMERCE_URL,
    `http://127.0.0.1:${REPORTING_PORT}`,
  ]);
  // The tag manager's loader and the affiliate pixels, and no other host.
  expect(scriptHosts(policy.get("script-src") ?? [])).toEqual([
    "https://*.googletagmanager.com",
    "https://pixel.awin.example",
    "https://tag.cj.example",
  ]);
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(new Set(scripts.filter((source) => source.startsWith("'sha256-")))).toEqual(
    new Set([...inlineScriptHashes(await response.text()), ...NOT_FOUND_HASHES]),
  );
}

/**
 * Waits until the page has done what it does after loading: the consent banner comes last, when the
 * browser is idle; the recommendations (titled `recommendations`) load and show once scrolled near.
 */
async function settle(page: Page, recommendations: string[] = []): Promise<void> {
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("section[aria-labelledby^='recommendation-'] > h2")).toHaveText(recommendations);
}

// Rows show only products the page does not show yet: the others' products are all above them here.
const PRODUCT_RECOMMENDATIONS = ["Vergelijkbare producten"];

/**
 * Once the page at `path` has settled (see `settle`): it was served with the security headers, and
 * nothing on the way violated them.
 */
async function expectSettledWithoutViolation(
  page: Page,
  violations: string[],
  path: string,
  { status = 200, recommendations = [] as string[] } = {},
): Promise<void> {
  await settle(page, recommendations);
  await expectSecurityHeaders(page, path, status);
  expect(violations).toEqual([]);
}

/** Each page, and the titles of the recommendations it shows once scrolled to its end. */
const PAGES: [name: string, path: string, recommendations: string[]][] = [
  ["home", "/", ["Nieuw binnen"]],
  ["category", `/categories/${firstIn("categories")}/`, []],
  ["product", `/products/${firstIn("products")}/`, PRODUCT_RECOMMENDATIONS],
  ["bundle", `/bundles/${firstIn("bundles")}/`, []],
  ["guide", `/guides/${firstIn("guides")}/`, []],
  ["stores", "/stores/", []],
  ["cart", "/cart/", []],
  ["checkout", "/checkout/", []],
  ["order confirmation", "/order-confirmation/", []],
  ["English product", `/en-US/products/${firstIn("products")}/`, ["Similar products"]],
];

for (const [name, path, recommendations] of PAGES) {
  test(`the ${name} page runs without a policy violation and has the security headers`, async ({
    page,
    violations,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expectSettledWithoutViolation(page, violations, path, { recommendations });
  });
}

test("the search with results page runs without a policy violation and has the security headers", async ({
  page,
  violations,
}) => {
  const path = "/en-US/search/?q=bouncer";
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(searchResults(page).first()).toBeVisible();
  await expectSettledWithoutViolation(page, violations, path);
});

test("the 404 page answers unknown paths with status 404, the security headers and no violation", async ({
  page,
  violations,
  problems,
}) => {
  problems.expect(missingPage("/bestaat-niet/"));
  expect((await page.goto("/bestaat-niet/"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  await expectSettledWithoutViolation(page, violations, "/bestaat-niet/", { status: 404 });
});

test("an unknown path under /en-US/ answers 404 with the English 404 page, its headers and no violation", async ({
  page,
  violations,
  problems,
}) => {
  const unknown = "/en-US/does-not-exist/";
  problems.expect(missingPage(unknown));
  expect((await page.goto(unknown))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Go to the home page", exact: true })).toHaveAttribute(
    "href",
    "/en-US/",
  );
  await expectSettledWithoutViolation(page, violations, unknown, { status: 404 });
});

test.describe("a campaign link", () => {
  test.use({ locale: "nl", timezoneId: "UTC" });

  test("still redirects from its stub, and in other letter case through the 404 page's inline step", async ({
    page,
    context,
    violations,
  }) => {
    await landOnShops(context);
    const target = resolveTarget("qr-kitchen-1", "nl");
    expect(await follow(page, "/redirects/qr-kitchen-1/?country=nl")).toBe(target);
    await expectSecurityHeaders(page, "/redirects/qr-kitchen-1/");
    expect(await follow(page, "/redirects/QR-Kitchen-1?country=nl")).toBe(target);
    expect(violations).toEqual([]);
  });
});

test("quick search, opened and typed into with every cookie accepted, causes no violation", async ({
  page,
  violations,
}) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();
  const quickSearch = await openQuickSearch(page);
  // With consent, search reports the search to the service once its results are in: its last call.
  const reported = page.waitForResponse(
    (response) =>
      response.url() === `${SEARCH_URL}/analytics/n-search/search` &&
      /klevu_term\W+carr\b/.test(response.request().postData() ?? ""),
  );
  await quickSearch.pressSequentially("carr");
  const products = page.getByRole("listbox").getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toContainText("Carrier");
  await reported;
  expect(violations).toEqual([]);
});

test.describe("with the offline worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker installs and serves a page from its app shell without a violation", async ({
    page,
    violations,
  }) => {
    const product = `/products/${firstIn("products")}/`;
    await page.goto(product);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // The page, loaded under the worker, has started (its resources have gone through the worker's caches)
    // once its consent banner, the last thing it loads, shows.
    await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
    const response = await page.goto(product);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page, PRODUCT_RECOMMENDATIONS);
    expect(violations).toEqual([]);
  });
});

test("hashed assets keep their year-long cache and pages are revalidated", async ({ page }) => {
  const headers = async (path: string) => (await page.request.get(path)).headers();
  // The bundle the home page loads (public/ may still hold those of earlier builds).
  const app = readFileSync(path.join(PUBLIC, "index.html"), "utf8").match(/\/app-[0-9a-f]+\.js/)?.[0];
  expect(app).toBeDefined();
  expect((await headers(app ?? ""))["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await headers("/"))["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect((await headers("/sw.js"))["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("the watch catches a violation: a policy without a page's hashes blocks its scripts", async ({
  page,
  violations,
  problems,
}) => {
  // The violations the test causes on purpose, which the browser reports in the console too.
  problems.expect(/^console: .*Content Security Policy/);
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    // The body comes back decoded and whole.
    const headers = response.headers();
    delete headers["content-encoding"];
    delete headers["content-length"];
    const policy = (headers["content-security-policy"] ?? "").replace(/'sha256-[^']+'/g, "");
    await route.fulfill({ response, headers: { ...headers, "content-security-policy": policy } });
  });
  await page.goto("/");
  await expect.poll(() => violations.some((text) => text.startsWith("script-src"))).toBe(true);
  await expect.poll(() => violations.some((text) => text.startsWith("console: "))).toBe(true);
});

test("the content studio opens under its own policy, without a violation, and is not indexed", async ({
  page,
  violations,
}) => {
  const response = await page.goto("/admin/");
  const headers = response?.headers() ?? {};
  const studio = new Map(STUDIO_HEADERS.map(({ key, value }) => [key, value]));
  expect(headers["content-security-policy"]).toBe(studio.get("content-security-policy"));
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["x-frame-options"]).toBe("DENY");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Published, the studio asks for a Netlify Identity login (Git Gateway's) before it shows the content.
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "Password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(violations).toEqual([]);
});

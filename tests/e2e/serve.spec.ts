import { spawn } from "node:child_process";
import path from "node:path";
import { expect, missingPage, test as base } from "./support/fixtures";
import { COMMERCE_URL, SERVE_PORT } from "./support/ports";
import { resolveTarget } from "./support/redirect-table";
import { expectBaseSecurityHeaders } from "./support/security-headers";
import { follow, landOnShops } from "./support/shop-hosts";

/** Polls `url` until it answers; fails after `timeout` ms. */
async function waitFor(url: string, timeout = 60_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** `npm run serve`, the README's command, on ports of its own: the built `public/` and the search service. */
const test = base.extend<object, { served: string }>({
  served: [
    async ({}, provide, workerInfo) => {
      const port = SERVE_PORT + 2 * workerInfo.parallelIndex;
      const child = spawn("npm", ["run", "--silent", "serve"], {
        cwd: path.resolve(__dirname, "../.."),
        // The site was built for the run's engine: this command starts none of its own.
        env: { ...process.env, PORT: String(port), SEARCH_SERVICE_PORT: String(port + 1), COMMERCE_URL },
        // Its own process group, so that the script and what it started stop together.
        detached: true,
        stdio: "inherit",
      });
      const site = `http://localhost:${port}`;
      await waitFor(site);
      await waitFor(`http://localhost:${port + 1}/health`);
      await provide(site);
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
    { scope: "worker" },
  ],
  baseURL: async ({ served }, provide) => provide(served),
});

test("each language's unknown paths answer 404 with that language's 404 page", async ({ page, problems }) => {
  problems.expect(missingPage("/bestaat-niet/"), missingPage("/en-US/does-not-exist/"));
  expect((await page.goto("/bestaat-niet/"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  expect((await page.goto("/en-US/does-not-exist/"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("every answer carries the security headers", async ({ page }) => {
  for (const [address, status] of [
    ["/", 200],
    ["/en-US/products/baby-carrier-one/", 200],
    ["/en-US/does-not-exist/", 404],
  ] as const) {
    const response = await expectBaseSecurityHeaders(page, address, status);
    expect(response.headers()["content-security-policy"]).toContain("object-src 'none'");
  }
});

test.describe("campaign links", () => {
  test.use({ locale: "nl", timezoneId: "UTC" });

  test("reach their shop page in any letter case", async ({ page, context }) => {
    await landOnShops(context);
    const target = resolveTarget("qr-kitchen-1", "nl");
    for (const link of [
      "/redirects/qr-kitchen-1/?country=nl",
      "/redirects/QR-Kitchen-1?country=nl",
      "/REDIRECTS/QR-KITCHEN-1/?country=NL",
    ])
      expect(await follow(page, link)).toBe(target);
  });
});

test("the local search service runs beside the site, as the README says", async ({ request, served }) => {
  const searchService = `http://localhost:${Number(new URL(served).port) + 1}`;
  expect((await request.get(`${searchService}/health`)).ok()).toBe(true);
});

test.describe("the CDN's language rules", () => {
  test.use({ locale: "en-US" });

  test("send an English browser from a Dutch page to the English one, keeping search and hash", async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document")
        documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto("/categories/baby-carriers/?colour=black#top");
    await expect(page).toHaveURL(/\/en-US\/categories\/baby-carriers\/\?colour=black#top$/);
    // Answered by the CDN: the Dutch page itself never came.
    expect(documents).toEqual(["302 /categories/baby-carriers/", "200 /en-US/categories/baby-carriers/"]);
  });

  test("follow the stored choice in nf_lang over the browser's language", async ({ request }) => {
    /** The status of the answer to `path`, and where it sends the browser. */
    const answer = async (path: string, language: string, cookie = "") => {
      const headers = { "accept-language": language, cookie };
      const response = await request.get(path, { headers, maxRedirects: 0 });
      return [response.status(), response.headers()["location"]];
    };
    expect(await answer("/", "en-US,en;q=0.9")).toEqual([302, "/en-US/"]);
    expect(await answer("/?a=1", "en-US")).toEqual([302, "/en-US/?a=1"]);
    expect(await answer("/", "en-US", "nf_lang=nl-NL")).toEqual([200, undefined]);
    expect(await answer("/", "nl-NL,nl;q=0.9", "nf_lang=en-US")).toEqual([302, "/en-US/"]);
    expect(await answer("/", "nl-NL,en-US;q=0.9")).toEqual([200, undefined]);
    // Left to the page's step, which may decide otherwise: en-GB first, an exact match further on.
    expect(await answer("/", "en-GB,nl-NL;q=0.9")).toEqual([200, undefined]);
    // Not for what pages load, nor for pages without a Dutch original.
    expect(await answer("/page-data/index/page-data.json", "en-US")).toEqual([200, undefined]);
    expect(await answer("/en-US/", "en-US")).toEqual([200, undefined]);
    expect(await answer("/404.html", "en-US")).toEqual([200, undefined]);
  });
});

import { expect, missingPage, test } from "./support/fixtures";

test.use({ serviceWorkers: "allow" });

test("a service worker is registered on localhost and controls the page", async ({ page }) => {
  await page.goto("/");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/^http:\/\/localhost:\d+\/$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);
});

test("the service worker leaves campaign links to the network", async ({ page, problems }) => {
  // Once running, the 404 page asks for the missing path's data too.
  problems.expect(missingPage("/redirects/no-such-campaign/"));
  await page.goto("/");
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const response = await page.goto("/redirects/no-such-campaign/");
  expect(response?.fromServiceWorker()).toBe(false);
  expect(response?.status()).toBe(404);
});

test("the service worker leaves the content studio to the network", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const scripts: boolean[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/admin/")) scripts.push(response.fromServiceWorker());
  });
  const response = await page.goto("/admin/");
  expect(response?.fromServiceWorker()).toBe(false);
  await expect(page).toHaveTitle("Content studio");
  await expect.poll(() => scripts.length).toBeGreaterThan(2);
  expect(scripts.every((fromWorker) => !fromWorker)).toBe(true);
});

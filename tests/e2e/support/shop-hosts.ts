import type { BrowserContext, Page, Request } from "@playwright/test";

/** The shops' fictional hosts. */
export const SHOP_HOST = /^https:\/\/[^/]*\.example\//;

const toShop = (request: Request) => request.isNavigationRequest() && SHOP_HOST.test(request.url());

/**
 * Shop hosts are fictional: a navigation to one is answered with No Content, which leaves the browser
 * where it was (no document of another site to start), and `sentToShop` reads where it was sent.
 */
export async function landOnShops(context: BrowserContext): Promise<void> {
  await context.route(SHOP_HOST, (route) => route.fulfill({ status: 204 }));
}

/** The shop address the next page of `context` to leave for a shop is sent to. */
export const sentToShop = async (context: BrowserContext): Promise<string> =>
  (await context.waitForEvent("request", toShop)).url();

/** Opens a campaign link and waits until the browser is sent to a shop; returns that address. */
export async function follow(page: Page, path: string): Promise<string> {
  const sent = page.waitForEvent("request", toShop);
  await page.goto(path, { waitUntil: "commit" });
  return (await sent).url();
}

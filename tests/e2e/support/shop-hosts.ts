import type { BrowserContext, Page } from "@playwright/test";

/** Shop hosts are fictional: answer every navigation to them with a page that says where it landed. */
export async function landOnShops(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>shop</title><p>shop page" }),
  );
}

/** Opens a campaign link and waits until the browser is on a shop; returns where it landed. */
export async function follow(page: Page, path: string): Promise<string> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForURL(/\.example\//, { waitUntil: "commit" });
  return page.url();
}

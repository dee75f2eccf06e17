import { expect, test } from "./support/fixtures";

test("a chunk that fails once reloads the page with reloaded=1, then the page works", async ({ page }) => {
  let failures = 0;
  await page.route(/component---src-templates-home-tsx-.*\.js$/, async (route) => {
    if (failures++ === 0) await route.abort("failed");
    else await route.continue();
  });
  await page.goto("/en-US/?a=1");
  await expect(page).toHaveURL(/[?&]reloaded=1/);
  await expect(page).toHaveURL(/[?&]a=1/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
});

test("a chunk that keeps failing shows the error once, without a reload loop", async ({ page }) => {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.route(/component---src-templates-home-tsx-.*\.js$/, (route) => route.abort("failed"));
  await page.goto("/en-US/");
  await page.waitForTimeout(2000);
  expect(navigations.length).toBeLessThanOrEqual(2);
});

import { expect, test } from "./support/fixtures";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

/** The Dutch shop's notice in each of its languages, as content/notices.yaml sets it. */
const NOTICES = {
  "nl-NL": {
    label: "Mededeling",
    close: "Melding sluiten",
    text: "Gratis verzending vanaf €\u00a050,00 en 30 dagen gratis retourneren.",
  },
  "en-US": {
    label: "Notice",
    close: "Dismiss notice",
    text: "Free shipping from €50.00 and free returns within 30 days.",
  },
} as const;

for (const [language, notice] of Object.entries(NOTICES)) {
  test.describe(`the notice bar in ${language}`, () => {
    const texts = LANGUAGES[language as keyof typeof LANGUAGES];
    test.use({ locale: language });

    test("shows the marketers' text, and once closed stays closed for the visit", async ({ page }) => {
      test.slow();
      await page.goto(`${texts.prefix}/`);
      const bar = page.getByRole("region", { name: notice.label });
      await expect(bar.getByText(notice.text, { exact: true })).toBeVisible();
      await declineOptionalCookies(page, texts);

      await clickUntil(
        page,
        () => bar.getByRole("button", { name: notice.close }).click(),
        () => expect(bar).toBeHidden({ timeout: 1000 }),
      );
      // Another page of the visit, and the same page loaded again.
      await page.getByRole("main").getByRole("link", { name: texts.carriers, exact: true }).click();
      await expect(page).toHaveURL(/\/categories\/baby-carriers\/$/);
      await expect(page.getByText(notice.text)).toBeHidden();
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Hidden once the page's code has run: wait for it to have.
      await expect(page.getByText(notice.text)).toBeHidden();
    });

    test("once closed stays out of sight from the first paint, on a reload and in a new tab", async ({
      page,
      context,
    }) => {
      await page.goto(`${texts.prefix}/`);
      await declineOptionalCookies(page, texts);
      const bar = page.getByRole("region", { name: notice.label });
      await clickUntil(
        page,
        () => bar.getByRole("button", { name: notice.close }).click(),
        () => expect(bar).toBeHidden({ timeout: 1000 }),
      );
      // Without any of the page's script files: what shows before the page's code has run.
      const later = await context.newPage();
      await later.route(/\.js(\?|$)/, (route) => route.abort());
      await later.goto(`${texts.prefix}/categories/baby-carriers/`);
      const laterBar = later.getByRole("region", { name: notice.label });
      await expect(later.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(laterBar).toBeHidden();
      await later.reload();
      await expect(later.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(laterBar).toBeHidden();
      await later.close();
    });
  });
}

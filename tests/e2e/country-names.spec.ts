import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

const SHOPPING_IN = {
  "nl-NL": "Je winkelt in Nederland",
  "en-US": "You are shopping in the Netherlands",
} as const;

for (const [language, sentence] of Object.entries(SHOPPING_IN)) {
  test(`the footer names the visitor's country in ${language}`, async ({ page }) => {
    const texts = LANGUAGES[language as keyof typeof LANGUAGES];
    await page.goto(`${texts.prefix}/`);
    await declineOptionalCookies(page, texts);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(sentence, { exact: true })).toBeVisible();
    // Once the footer's code has run as well (it loads when the browser is idle).
    await page.mouse.move(10, 10);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector("footer p") ?? {}).some((key) => key.startsWith("__react")),
        ),
      )
      .toBe(true);
    await expect(footer.getByText(sentence, { exact: true })).toBeVisible();
  });
}

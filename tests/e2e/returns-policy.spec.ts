import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

type Language = keyof typeof LANGUAGES;

/** The footer's link to the terms, their section on withdrawal, and the names around the form. */
interface Names {
  terms: string;
  withdrawal: string;
  form: string;
  request: string;
  policy: string;
}

const NAMES: Record<Language, Names> = {
  "nl-NL": {
    terms: "Algemene voorwaarden",
    withdrawal: "5. Herroepingsrecht",
    form: "Modelformulier voor herroeping",
    request: "Retour aanmelden",
    policy: "Retourneren en garantie",
  },
  "en-US": {
    terms: "Terms and conditions",
    withdrawal: "5. Right of withdrawal",
    form: "Model withdrawal form",
    request: "Request a return",
    policy: "Returns and warranty",
  },
};

/** The periods and amounts a text names ("30 dagen", "2 years", "€ 50"), each once, in lower case. */
const figures = async (text: Locator): Promise<Set<string>> =>
  new Set(
    (await text.innerText())
      .toLowerCase()
      .replace(/\s+/g, " ")
      .match(
        /\b\d+(?:[.,]\d+)? ?(?:werkdagen|dagen|weken|maanden|jaar|business days|days|weeks|months|years?)\b|€ ?\d+(?:[.,]\d+)?/g,
      ) ?? [],
  );

/** The section of the page's main text under the heading `heading`. */
const section = (page: Page, heading: string): Locator =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

for (const [language, names] of Object.entries(NAMES) as [Language, Names][]) {
  const { prefix } = LANGUAGES[language];

  test.describe(language, () => {
    test.use({ locale: language });

    test("the withdrawal form is two taps away: the terms, then the link under the right of withdrawal", async ({
      page,
    }) => {
      await page.goto(`${prefix}/cart/`);
      await declineOptionalCookies(page, LANGUAGES[language]);
      await page.getByRole("contentinfo").getByRole("link", { name: names.terms, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/terms/`);
      await section(page, names.withdrawal).getByRole("link", { name: names.form, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/withdrawal-form/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.form);

      // Filled in with the shop's own details, and the easier ways to withdraw one tap away.
      const main = page.getByRole("main");
      await expect(main).toContainText("Babyshop B.V., Prinsengracht 1001, 1017 KN Amsterdam");
      await expect(main.getByRole("link", { name: names.request, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/return-request/`,
      );
      await expect(main.getByRole("link", { name: /service@babyshop\.example$/ })).toHaveAttribute(
        "href",
        "mailto:service@babyshop.example",
      );
    });

    test("the returns page links the withdrawal form", async ({ page }) => {
      await page.goto(`${prefix}/returns-and-warranty/`);
      await declineOptionalCookies(page, LANGUAGES[language]);
      await page.getByRole("main").getByRole("link", { name: names.form, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/withdrawal-form/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.form);
    });

    test("the returns guide and the terms name no period or amount the returns page does not, and link to it", async ({
      page,
    }) => {
      await page.goto(`${prefix}/returns-and-warranty/`);
      const policy = await figures(page.getByRole("main"));
      expect(policy.size).toBeGreaterThan(0);
      const notInPolicy = (named: Set<string>) => [...named].filter((figure) => !policy.has(figure));

      await page.goto(`${prefix}/guides/returns/`);
      const guide = page.getByRole("main");
      expect(notInPolicy(await figures(guide))).toEqual([]);
      await expect(guide.getByRole("link", { name: names.policy, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/returns-and-warranty/`,
      );

      await page.goto(`${prefix}/terms/`);
      const withdrawal = section(page, names.withdrawal);
      expect(notInPolicy(await figures(withdrawal))).toEqual([]);
      await expect(withdrawal.getByRole("link", { name: names.policy, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/returns-and-warranty/`,
      );
    });
  });
}

import { expect, openLink, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

type Language = keyof typeof LANGUAGES;

/** A footer link's name, and the heading of the page it opens where that says more: `[link, heading]`. */
type Named = string | [link: string, heading: string];

/** The pages a shop must have, and per language how the footer names each and the heading it shows. */
const SHOP_PAGES: ({ path: string } & Record<Language, Named>)[] = [
  { path: "/customer-service/", "nl-NL": "Klantenservice", "en-US": "Customer service" },
  { path: "/returns-and-warranty/", "nl-NL": "Retourneren en garantie", "en-US": "Returns and warranty" },
  { path: "/terms/", "nl-NL": "Algemene voorwaarden", "en-US": "Terms and conditions" },
  {
    path: "/privacy-policy/",
    "nl-NL": ["Privacy", "Privacyverklaring"],
    "en-US": ["Privacy", "Privacy policy"],
  },
  {
    path: "/cookie-policy/",
    "nl-NL": ["Cookies", "Cookieverklaring"],
    "en-US": ["Cookies", "Cookie policy"],
  },
  { path: "/company-details/", "nl-NL": "Bedrijfsgegevens", "en-US": "Company details" },
];

/** The pages in `language`, each as `[link, path, heading]`. */
const pagesIn = (language: Language) =>
  SHOP_PAGES.map(({ path, [language]: named }) => {
    const [link, heading] = typeof named === "string" ? [named, named] : named;
    return [link, path, heading] as const;
  });

/** The cookie banner's link to the cookie policy, per language. */
const POLICY_LINKS: Record<Language, string> = {
  "nl-NL": "Lees onze cookieverklaring",
  "en-US": "Read our cookie policy",
};

for (const [language, policyLink] of Object.entries(POLICY_LINKS) as [Language, string][]) {
  const { prefix } = LANGUAGES[language];
  const pages = pagesIn(language);

  test.describe(language, () => {
    test.use({ locale: language });

    test("the footer of every kind of page links the pages a shop must have, and each opens", async ({
      page,
    }) => {
      const footer = page.getByRole("contentinfo");
      for (const path of ["/", "/products/baby-carrier-one/", "/checkout/", "/terms/"]) {
        await page.goto(`${prefix}${path}`);
        for (const [name, target] of pages)
          await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute(
            "href",
            `${prefix}${target}`,
          );
      }
      // Each opens from a short page (the cart has no rows of recommendations that move the footer),
      // once the cookie choice is made (its box sits over the footer of a short page).
      await page.goto(`${prefix}/cart/`);
      await declineOptionalCookies(page, LANGUAGES[language]);
      for (const [name, target, heading] of pages) {
        await page.goto(`${prefix}/cart/`);
        await openLink(page, footer.getByRole("link", { name, exact: true }), `${prefix}${target}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      }
    });

    test("the cookie banner links the cookie policy", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const banner = page.getByRole("dialog", { name: /Cookies/ });
      await banner.getByRole("link", { name: policyLink }).click();
      await expect(page).toHaveURL(`${prefix}/cookie-policy/`);
      const [, , heading] = pages.find(([, path]) => path === "/cookie-policy/") ?? [];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "(a row for it in SHOP_PAGES)",
      );
    });
  });
}

test("the company details name the address, Chamber of Commerce and VAT numbers", async ({ page }) => {
  await page.goto("/company-details/");
  const main = page.getByRole("main");
  await expect(main).toContainText("Prinsengracht 1001, 1017 KN Amsterdam");
  await expect(main).toContainText("Kamer van Koophandel (KvK): 80012345");
  await expect(main).toContainText("Btw-identificatienummer: NL861234567B01");
  await page.goto("/en-US/company-details/");
  await expect(main).toContainText("VAT number: NL861234567B01");
});

test("customer service offers email, phone, the stores and the return request", async ({ page }) => {
  await page.goto("/en-US/customer-service/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Email service@babyshop.example" })).toHaveAttribute(
    "href",
    "mailto:service@babyshop.example",
  );
  await expect(main.getByRole("link", { name: "Call +31 20 555 0199" })).toHaveAttribute(
    "href",
    "tel:+31205550199",
  );
  await expect(main.getByRole("link", { name: "Find a store" })).toHaveAttribute("href", "/en-US/stores/");
});

import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

/** The pages a shop must have, as the footer names them, and each page's heading, per language. */
const PAGES = {
  "nl-NL": {
    prefix: "",
    policyLink: "Lees onze cookieverklaring",
    pages: [
      ["Klantenservice", "/customer-service/", "Klantenservice"],
      ["Retourneren en garantie", "/returns-and-warranty/", "Retourneren en garantie"],
      ["Algemene voorwaarden", "/terms/", "Algemene voorwaarden"],
      ["Privacy", "/privacy-policy/", "Privacyverklaring"],
      ["Cookies", "/cookie-policy/", "Cookieverklaring"],
      ["Bedrijfsgegevens", "/company-details/", "Bedrijfsgegevens"],
    ],
  },
  "en-US": {
    prefix: "/en-US",
    policyLink: "Read our cookie policy",
    pages: [
      ["Customer service", "/customer-service/", "Customer service"],
      ["Returns and warranty", "/returns-and-warranty/", "Returns and warranty"],
      ["Terms and conditions", "/terms/", "Terms and conditions"],
      ["Privacy", "/privacy-policy/", "Privacy policy"],
      ["Cookies", "/cookie-policy/", "Cookie policy"],
      ["Company details", "/company-details/", "Company details"],
    ],
  },
} as const;

for (const [language, { prefix, policyLink, pages }] of Object.entries(PAGES)) {
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
      await declineOptionalCookies(page, LANGUAGES[language as keyof typeof LANGUAGES]);
      for (const [name, target, heading] of pages) {
        await page.goto(`${prefix}/cart/`);
        await footer.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}${target}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      }
    });

    test("the cookie banner links the cookie policy", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const banner = page.getByRole("dialog", { name: /Cookies/ });
      await banner.getByRole("link", { name: policyLink }).click();
      await expect(page).toHaveURL(`${prefix}/cookie-policy/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[4][2]);
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

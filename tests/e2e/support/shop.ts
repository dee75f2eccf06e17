import { expect, type Locator, type Page } from "@playwright/test";
import { open } from "./fixtures";

/** Texts of the journey in each site language. */
export const LANGUAGES = {
  "nl-NL": {
    prefix: "",
    home: "Babyshop, naar de startpagina",
    necessaryOnly: "Alleen noodzakelijk",
    carriers: "Draagzakken",
    categoryProducts: "Producten in deze categorie",
    product: "Draagzak One",
    colour: "Zandgrijs",
    addToCart: "In winkelwagen",
    added: /is toegevoegd aan je winkelwagen/,
    viewCart: "Bekijk winkelwagen",
    more: "Eén meer van Draagzak One",
    quantity: "Aantal voor Draagzak One",
    checkout: "Afrekenen",
    placeOrder: "Bestellen en betalen",
    required: "Vul dit veld in.",
    fields: {
      email: "E-mailadres",
      firstName: "Voornaam",
      lastName: "Achternaam",
      address: "Straat en huisnummer",
      postcode: "Postcode",
      city: "Plaats",
      country: "Land",
    },
    standard: "Standaard verzending",
    card: "Creditcard",
    thanks: "Bedankt voor je bestelling",
  },
  "en-US": {
    prefix: "/en-US",
    home: "Babyshop, go to the home page",
    necessaryOnly: "Necessary only",
    carriers: "Baby carriers",
    categoryProducts: "Products in this category",
    product: "Baby Carrier One",
    colour: "Sand gray",
    addToCart: "Add to cart",
    added: /was added to your cart/,
    viewCart: "View cart",
    more: "One more Baby Carrier One",
    quantity: "Quantity of Baby Carrier One",
    checkout: "Check out",
    placeOrder: "Order and pay",
    required: "Please fill in this field.",
    fields: {
      email: "Email address",
      firstName: "First name",
      lastName: "Last name",
      address: "Street and number",
      postcode: "Postcode",
      city: "City",
      country: "Country",
    },
    standard: "Standard shipping",
    card: "Credit card",
    thanks: "Thank you for your order",
  },
} as const;

export type Texts = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Closes the consent dialog with the strictly necessary choice, so that it covers nothing. */
export async function declineOptionalCookies(page: Page, texts: Texts): Promise<void> {
  await page.getByRole("button", { name: texts.necessaryOnly }).first().click();
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeHidden();
}

/**
 * Opens the cookie settings from the footer (the button and the dialog share their name) and gives the
 * dialog. One tap: a tap before the footer's code has run is held until it has (src/page-start).
 */
export async function openCookieSettings(page: Page, name: string): Promise<Locator> {
  await page.getByRole("contentinfo").getByRole("button", { name }).click();
  const settings = page.getByRole("dialog", { name });
  await expect(settings).toBeVisible({ timeout: 10_000 });
  return settings;
}

/** Clicks until the page reacts: a click before React has hydrated the button does nothing. */
export async function clickUntil(
  page: Page,
  click: () => Promise<void>,
  reacted: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    await click();
    await reacted();
  }).toPass({ timeout: 15_000 });
}

/**
 * From any page, by clicking: home → category (its built list) → product → add to cart. The journey
 * that a failing service or a browser without storage must not stop. Leaves the added-to-cart drawer open.
 */
export async function shopToCart(page: Page, texts: Texts): Promise<void> {
  await page.getByRole("link", { name: texts.home }).click();
  await browseToProduct(page, texts);
  await addToCart(page, texts);
}

/** From the home page through the carriers category to the product, as a shopper clicks. */
export async function browseToProduct(page: Page, texts: Texts): Promise<void> {
  await page.getByRole("main").getByRole("link", { name: texts.carriers, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/categories/baby-carriers/$`));
  // The category's own list: recommendations below it may show the same product.
  await page
    .getByRole("region", { name: texts.categoryProducts })
    .getByRole("link", { name: texts.product, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.product);
}

/**
 * Clicks "Add to cart" until the header's cart counts the addition, then waits for the added-to-cart
 * drawer, whose code loads with that first addition. Returns the drawer.
 */
export async function addToCart(page: Page, texts: Texts): Promise<Locator> {
  await clickUntil(
    page,
    () => page.getByRole("button", { name: texts.addToCart }).click(),
    () => expect(page.locator('header a[href$="/cart/"]')).toContainText(/\d/, { timeout: 1000 }),
  );
  const drawer = page.getByRole("dialog", { name: texts.added });
  await expect(drawer).toBeVisible({ timeout: 10_000 });
  return drawer;
}

/** Opens the header's quick search (its toggle is named "Search" or "Close search") and gives its input. */
export async function openQuickSearch(page: Page): Promise<Locator> {
  await open(page.locator('header button[aria-controls="site-search"]'));
  return page.locator("header").getByRole("combobox");
}

/** Opens the home page of `texts`' language, declines the optional cookies and opens quick search: gives its input. */
export async function openQuickSearchAt(page: Page, texts: Texts): Promise<Locator> {
  await page.goto(`${texts.prefix}/`);
  await declineOptionalCookies(page, texts);
  return openQuickSearch(page);
}

/** The results listed on the search page (its region is named "… results" or "… result"). */
export const searchResults = (page: Page): Locator =>
  page.getByRole("region", { name: /results?$/ }).getByRole("listitem");

/** The number of results the search page's live status announces. */
export const resultCount = async (page: Page): Promise<number> =>
  Number(
    (
      await page
        .getByRole("status")
        .filter({ hasText: /results?$/ })
        .textContent()
    )?.match(/\d+/)?.[0],
  );

/** The link of the first product recommended as similar, below the fold of a product page: scrolls to it. */
export async function firstSimilarProduct(page: Page): Promise<Locator> {
  await page.mouse.wheel(0, 20_000);
  return page
    .getByRole("region", { name: "Similar products" })
    .getByRole("listitem")
    .first()
    .getByRole("link")
    .first();
}

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, test } from "./support/fixtures";
import { expectedRating, type RatedProduct } from "./support/reviews";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";
import { euros } from "./support/cart-page";
import { engineAdmin } from "./support/engine";
import { COMMERCE_URL } from "./support/ports";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// Each test waits for the consent banner, which comes once the page has loaded and the browser is idle.
test.beforeEach(() => test.slow());

/**
 * What the marketers wrote, and the prices the engine started the run with: the expectations come from
 * content and the engine, not from the code under test.
 */
const content = <T>(file: string): T => parse(readFileSync(`content/${file}`, "utf8")) as T;
const euroPrice = (handle: string) =>
  Math.min(
    ...FRESH_ENGINE_OFFERS.filter((offer) => offer.product === handle).map((offer) => offer.prices.EUR),
  );
const CRADLE_STAND = content<RatedProduct>("catalogue/products/cradle-stand.yaml");
const SPOON_SET = content<RatedProduct>("catalogue/products/spoon-set.yaml");
const SHIPPING = content<{
  methods: { delivery: Record<string, string>; prices: { EUR: number }; freeFrom?: { EUR: number } }[];
  returns: Record<string, string>;
}>("shipping.yaml");
const STANDARD = SHIPPING.methods[0]!;

/** The Cradle Stand: Birch (first in content) is sold out, White is in stock. */
const STAND = {
  "nl-NL": { name: "Onderstel voor de wieg", inStock: "Wit", soldOut: "Berkenhout, uitverkocht" },
  "en-US": { name: "Cradle Stand", inStock: "White", soldOut: "Birch, sold out" },
} as const;

async function openProduct(page: Page, handle: string, language: keyof typeof LANGUAGES, query = "") {
  await page.goto(`${LANGUAGES[language].prefix}/products/${handle}/${query}`);
  await declineOptionalCookies(page, LANGUAGES[language]);
}

const violationsInMain = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").analyze()).violations;

/** Picks a colour by its chip until the page (hydrated by then) shows it chosen. */
async function pickColour(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  await clickUntil(
    page,
    () => page.locator("label", { has: radio }).click(),
    () => expect(radio).toBeChecked({ timeout: 1000 }),
  );
}

test("a product whose first colour is sold out opens on one in stock; sold-out colours say so, seen and heard", async ({
  page,
}) => {
  await openProduct(page, "cradle-stand", "nl-NL");
  const texts = STAND["nl-NL"];
  await expect(page.getByRole("radio", { name: texts.inStock, exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: `Kleur: ${texts.inStock}` })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Op voorraad");
  await expect(page.getByRole("button", { name: LANGUAGES["nl-NL"].addToCart })).toBeEnabled();
  await expect(page.getByRole("img", { name: `${texts.name} in ${texts.inStock}` })).toBeVisible();

  // The sold-out colour is marked on its chip and on its image button.
  await expect(page.getByRole("radio", { name: texts.soldOut })).not.toBeChecked();
  await expect(page.getByText(texts.soldOut, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: texts.soldOut })).toBeVisible();

  await pickColour(page, texts.soldOut);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Uitverkocht");
  await expect(page.getByRole("button", { name: LANGUAGES["nl-NL"].addToCart })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Mail me als het er weer is" })).toBeVisible();
  expect(await violationsInMain(page)).toEqual([]);
});

test("'email me when it's back' takes an address through the commerce platform and confirms it", async ({
  page,
}) => {
  await openProduct(page, "cradle-stand", "en-US");
  await pickColour(page, STAND["en-US"].soldOut);
  await page.getByRole("button", { name: "Email me when it's back" }).click();
  const email = page.getByRole("textbox", { name: "Email address" });
  await expect(email).toBeFocused();

  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription("Enter an email address like name@example.com.");
  await email.fill("not an address");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("parent@mail.example");
  await page.getByRole("button", { name: "Notify me" }).click();
  const answer = page.getByRole("status").filter({ hasText: "Thank you" });
  await expect(answer).toHaveText("Thank you! We'll email parent@mail.example when Birch is back in stock.");
  await expect(answer).toBeFocused();
  // The business has the request, to email in English.
  const { backInStockRequests } = await engineAdmin<{
    backInStockRequests: { items: { sku: string; emailAddress: string; languageCode: string }[] };
  }>(`{ backInStockRequests { items { sku emailAddress languageCode } } }`);
  expect(backInStockRequests.items).toContainEqual({
    sku: "CST-BIR",
    emailAddress: "parent@mail.example",
    languageCode: "en",
  });
  expect(await violationsInMain(page)).toEqual([]);
});

test("a back-in-stock request that cannot be kept says so and keeps the address for another try", async ({
  page,
  problems,
}) => {
  await openProduct(page, "cradle-stand", "en-US", "?colour=birch");
  await expect(page.getByRole("radio", { name: STAND["en-US"].soldOut })).toBeChecked();
  await page.getByRole("button", { name: "Email me when it's back" }).click();
  await page.getByRole("textbox", { name: "Email address" }).fill("parent@mail.example");
  // The commerce engine does not answer.
  await page.route(`${COMMERCE_URL}/shop-api**`, (route) => route.abort("connectionrefused"));
  problems.expect(/shop-api/);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "We couldn't save your request just now. Please try again in a moment.",
  );
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("parent@mail.example");
  await expect(page.getByRole("button", { name: "Notify me" })).toBeEnabled();
});

test("the rating and review count stand by the title, on cards, and in the product data", async ({
  page,
}) => {
  await openProduct(page, "cradle-stand", "nl-NL");
  const stand = expectedRating(CRADLE_STAND);
  const rating = stand.average.toLocaleString("nl-NL", { minimumFractionDigits: 1 });
  const heard = `Beoordeeld met ${rating} van 5 in ${stand.count} reviews`;
  const byTitle = page.getByRole("main").getByRole("img", { name: heard }).first();
  await expect(byTitle).toBeVisible();
  await expect(byTitle).toContainText(`${rating} (${stand.count})`);

  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { aggregateRating?: object };
  expect(data.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: stand.average,
    reviewCount: stand.count,
  });

  // The category's cards, in English: a point for the decimals.
  await page.goto("/en-US/categories/kitchen/");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Spoon Set" }) });
  const spoons = expectedRating(SPOON_SET);
  await expect(
    card
      .first()
      .getByRole("img", { name: `Rated ${spoons.average.toFixed(1)} out of 5 in ${spoons.count} reviews` }),
  ).toBeVisible();
});

test("beside 'Add to cart': delivery time, shipping cost or free shipping, and the returns promise", async ({
  page,
}) => {
  const threshold = STANDARD.freeFrom!.EUR;
  expect(euroPrice("spoon-set")).toBeLessThan(threshold);
  expect(euroPrice("cradle-stand")).toBeGreaterThanOrEqual(threshold);

  await openProduct(page, "spoon-set", "nl-NL");
  const main = page.getByRole("main");
  await expect(main.getByText(`Levering: ${STANDARD.delivery["nl-NL"]}`)).toBeVisible();
  await expect(
    main.getByText(
      `Verzending ${euros(STANDARD.prices.EUR, "nl-NL")}, gratis vanaf ${euros(threshold, "nl-NL")}`,
    ),
  ).toBeVisible();
  const returns = main.getByRole("link", { name: SHIPPING.returns["nl-NL"] });
  await expect(returns).toHaveAttribute("href", "/returns-and-warranty/");

  await page.goto("/en-US/products/cradle-stand/");
  await expect(page.getByRole("main").getByText("Free shipping", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(`Delivery: ${STANDARD.delivery["en-US"]}`)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: SHIPPING.returns["en-US"] })).toHaveAttribute(
    "href",
    "/en-US/returns-and-warranty/",
  );
});

test("the chosen colour stays in the address: reload, sharing and a language switch keep it", async ({
  page,
  context,
}) => {
  await openProduct(page, "cradle-stand", "nl-NL");
  await pickColour(page, STAND["nl-NL"].soldOut);
  await expect(page).toHaveURL(/\/products\/cradle-stand\/\?colour=birch$/);

  await page.reload();
  await expect(page.getByRole("radio", { name: STAND["nl-NL"].soldOut })).toBeChecked();

  // A shared link opens on that colour for someone else.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("radio", { name: STAND["nl-NL"].soldOut })).toBeChecked();
  await other.close();

  await page.getByRole("link", { name: "EN", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/products\/cradle-stand\/\?colour=birch$/);
  await expect(page.getByRole("radio", { name: STAND["en-US"].soldOut })).toBeChecked();
  await expect(page.getByRole("img", { name: "Cradle Stand in Birch" })).toBeVisible();
});

test("a colour in the address that the product lacks is ignored, never shown", async ({ page }) => {
  await openProduct(page, "cradle-stand", "en-US", "?colour=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  await expect(page.getByRole("radio", { name: STAND["en-US"].inStock, exact: true })).toBeChecked();
  await expect(page.getByRole("main")).not.toContainText("script");
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
});

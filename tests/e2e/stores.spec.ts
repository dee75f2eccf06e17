import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 390, height: 844 } });

/** The store cards of the page, in the order shown. */
const storeCards = (page: Page): Locator => page.getByRole("main").getByRole("listitem");

/** Distances shown on the cards, in kilometres. */
async function distances(page: Page): Promise<number[]> {
  const texts = await storeCards(page)
    .getByText(/^[\d.,]+\skm$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, "")));
}

async function openStores(page: Page, language: keyof typeof LANGUAGES): Promise<void> {
  await page.goto(`${LANGUAGES[language].prefix}/stores/`);
  await declineOptionalCookies(page, LANGUAGES[language]);
}

test("a city's Dutch name, English name or own name finds the nearest stores first, with distances", async ({
  page,
}) => {
  test.slow();
  await openStores(page, "nl-NL");
  const finder = page.getByRole("search");
  const city = finder.getByRole("searchbox", { name: "Zoek op plaats of postcode" });
  const status = page.getByRole("main").getByRole("status");

  // Enter in the field searches.
  await city.fill("Den Haag");
  await city.press("Enter");
  await expect(status).toHaveText(/16 winkels, dichtstbijzijnde bij Den Haag eerst/);
  await expect(storeCards(page).first()).toContainText("Babyshop Rotterdam");
  // The Hague to Rotterdam: about 20 km as the crow flies.
  await expect(
    storeCards(page)
      .first()
      .getByText(/^2\d\skm$/),
  ).toBeVisible();
  const shown = await distances(page);
  expect(shown).toHaveLength(16);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  // So does the form's own button; case and accents do not matter.
  for (const name of ["Kopenhagen", "copenhagen", "KOBENHAVN", "København"]) {
    await city.fill(name);
    await finder.getByRole("button", { name: "Zoeken" }).click();
    await expect(storeCards(page).first()).toContainText("Babyshop København");
    await expect(
      storeCards(page)
        .first()
        .getByText(/^\d\skm$/),
    ).toBeVisible();
  }
  await expect(status).toHaveText(/dichtstbijzijnde bij København eerst/);

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the English site finds The Hague and a place without a store nearby", async ({ page }) => {
  test.slow();
  await openStores(page, "en-US");
  const city = page.getByRole("searchbox", { name: "Search by city or postcode" });
  await city.fill("the hague");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /16 stores, nearest to The Hague first/,
  );
  await expect(storeCards(page).first()).toContainText("Babyshop Rotterdam");

  // A smaller town near a store: Delft is not a store city.
  await city.fill("Delft");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/nearest to Delft first/);
  await expect(storeCards(page).first()).toContainText("Babyshop Rotterdam");

  await city.fill("Atlantis");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/No place or postcode found/);
});

test("a postcode lists the stores nearest to it", async ({ page }) => {
  await openStores(page, "nl-NL");
  const city = page.getByRole("searchbox", { name: "Zoek op plaats of postcode" });
  await city.fill("3512 AB");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /dichtstbijzijnde bij postcode 3512 AB eerst/,
  );
  await expect(storeCards(page).first()).toContainText("Kleine Wereld Utrecht");
  // The Hague's postcodes: Rotterdam is the nearest store.
  await city.fill("2511");
  await city.press("Enter");
  await expect(storeCards(page).first()).toContainText("Babyshop Rotterdam");
});

test("the visitor's own country comes first", async ({ page }) => {
  await openStores(page, "nl-NL");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("Nederland");
});

test("each store says until when it is open or when it opens, in its own time zone, and marks today", async ({
  page,
}) => {
  // Saturday 6 July 2024, 19:00 in Amsterdam, 13:00 in New York, Sunday 03:00 in Sydney.
  await page.clock.setFixedTime(new Date("2024-07-06T17:00:00Z"));
  await openStores(page, "nl-NL");
  const card = (name: string) => storeCards(page).filter({ hasText: name });
  await expect(card("Babyshop Amsterdam Centrum")).toContainText("Opent morgen 12:00");
  await expect(card("Babyshop Amsterdam Zuid")).toContainText("Opent dinsdag 10:00");
  await expect(card("Babyshop Rotterdam")).toContainText("Opent maandag 10:00");
  await expect(card("Babyshop New York SoHo")).toContainText("Open tot 19:00");
  await expect(card("Babyshop Sydney Paddington")).toContainText("Opent vandaag 10:00");

  const amsterdam = card("Babyshop Amsterdam Zuid");
  await amsterdam.getByText("Openingstijden").click();
  await expect(amsterdam.locator('[aria-current="date"]')).toHaveText(/Zaterdag\s*\(vandaag\)/);
  await expect(amsterdam.getByText("(vandaag)")).toBeVisible();
  const sydney = card("Babyshop Sydney Paddington");
  await sydney.getByText("Openingstijden").click();
  await expect(sydney.locator('[aria-current="date"]')).toHaveText(/Zondag\s*\(vandaag\)/);
});

test("a postcode is placed where it is: Maastricht's 6211 lists Antwerp, about 100 km away, first", async ({
  page,
}) => {
  await openStores(page, "nl-NL");
  const city = page.getByRole("searchbox", { name: "Zoek op plaats of postcode" });
  await city.fill("6211");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /dichtstbijzijnde bij postcode 6211 eerst/,
  );
  await expect(storeCards(page).first()).toContainText("Babyshop Antwerpen");
  const shown = await distances(page);
  expect(shown).toHaveLength(16);
  expect(shown[0]).toBeGreaterThan(90);
  expect(shown[0]).toBeLessThan(110);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
});

test("a city typed with a mistake is still found", async ({ page }) => {
  await openStores(page, "nl-NL");
  const city = page.getByRole("searchbox", { name: "Zoek op plaats of postcode" });
  await city.fill("Amsterdm");
  await city.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/dichtstbijzijnde bij Amsterdam eerst/);
  await expect(storeCards(page).first()).toContainText("Babyshop Amsterdam");
});

for (const language of ["nl-NL", "en-US"] as const) {
  test(`the countries are listed in ${language} alphabetical order, and the example is a Dutch place`, async ({
    page,
  }) => {
    await openStores(page, language);
    const select = page.getByRole("combobox", { name: language === "nl-NL" ? "Land" : "Country" });
    const names = (await select.getByRole("option").allTextContents()).slice(1);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    const field = page.getByRole("searchbox", {
      name: language === "nl-NL" ? "Zoek op plaats of postcode" : "Search by city or postcode",
    });
    await expect(field).toHaveAttribute(
      "placeholder",
      language === "nl-NL" ? "Bijv. Amsterdam of 1016" : "E.g. Amsterdam or 1016",
    );
  });
}

import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, test } from "./support/fixtures";
import { expectedRating, type RatedProduct } from "./support/reviews";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// Each test waits for the consent banner, which comes once the page has loaded and the browser is idle.
test.beforeEach(() => test.slow());

type Language = keyof typeof LANGUAGES;

/** What the marketers keep for the Baby Bath: its reviews. */
const BATH = parse(readFileSync("content/catalogue/products/baby-bath.yaml", "utf8")) as RatedProduct & {
  name: Record<Language, string>;
};

const WORDS = {
  // A phone in Dutch, a desktop in English: the desktop's header, with its menu, is taller.
  "nl-NL": {
    viewport: { width: 390, height: 844 },
    reviews: "Reviews",
    more: (count: number) => `Nog ${count} ${count === 1 ? "review" : "reviews"} tonen`,
    order: "Sorteren op",
    lowest: "Laagste score",
    rated: (rating: string, count?: number) =>
      `Beoordeeld met ${rating} van 5${count === undefined ? "" : ` in ${count} reviews`}`,
  },
  "en-US": {
    viewport: { width: 1280, height: 900 },
    reviews: "Reviews",
    more: (count: number) => `Show ${count} more ${count === 1 ? "review" : "reviews"}`,
    order: "Sort by",
    lowest: "Lowest rated",
    rated: (rating: string, count?: number) =>
      `Rated ${rating} out of 5${count === undefined ? "" : ` in ${count} reviews`}`,
  },
} as const;

const oneDecimal = (rating: number, language: Language) =>
  rating.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const { average, count } = expectedRating(BATH);

async function openBath(page: Page, language: Language) {
  await page.goto(`${LANGUAGES[language].prefix}/products/baby-bath/`);
  await declineOptionalCookies(page, LANGUAGES[language]);
}

for (const language of ["nl-NL", "en-US"] as const) {
  const words = WORDS[language];

  test(`the rating by the title leads to the reviews, each with its stars, name, date and text (${language})`, async ({
    page,
  }) => {
    expect(BATH.reviews.length).toBeGreaterThan(1);
    await page.setViewportSize(words.viewport);
    await openBath(page, language);
    const rated = words.rated(oneDecimal(average, language), count);

    await page.getByRole("link", { name: rated }).click();
    await expect(page).toHaveURL(/#reviews$/);
    const reviews = page.getByRole("region", { name: words.reviews });
    await expect(reviews).toBeInViewport();
    // Landed on, not under the sticky header.
    const header = await page.getByRole("banner").boundingBox();
    const heading = await reviews.getByRole("heading", { name: words.reviews }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(reviews.getByRole("img", { name: rated })).toBeVisible();

    // The newest five first, then every other one when asked: the count is what can be read.
    expect(BATH.reviews.length).toBeGreaterThan(5);
    const newestFirst = [...BATH.reviews].sort((a, b) => b.date.localeCompare(a.date));
    const items = reviews.getByRole("listitem");
    await expect(items).toHaveCount(5);
    await reviews.getByRole("button", { name: words.more(count - 5) }).click();
    await expect(items).toHaveCount(count);
    await expectReviews(items, newestFirst, language);

    // The lowest marks first, for a shopper looking for what went wrong.
    await reviews.getByRole("combobox", { name: words.order }).selectOption({ label: words.lowest });
    const lowestFirst = [...newestFirst].sort((a, b) => a.stars - b.stars);
    await expectReviews(items, lowestFirst, language);
  });
}

/** Each review in `items` as the page's language writes it: its stars, name, date and text, in order. */
async function expectReviews(items: Locator, reviews: RatedProduct["reviews"], language: Language) {
  const day = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  for (const [i, review] of reviews.entries()) {
    const item = items.nth(i);
    await expect(
      item.getByRole("img", { name: WORDS[language].rated(oneDecimal(review.stars, language)) }),
    ).toBeVisible();
    await expect(item).toContainText(review.name);
    await expect(item).toContainText(day.format(new Date(review.date)));
    await expect(item).toContainText(review.text[language]);
  }
}

test("the card, the product page, its reviews and its product data count the same reviews", async ({
  page,
}) => {
  await page.goto("/en-US/categories/bathroom/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: BATH.name["en-US"], exact: true }) })
    .first();
  // The card's count is the page's: every review, each of which the page shows.
  const rated = WORDS["en-US"].rated(oneDecimal(average, "en-US"), count);
  await expect(card.getByRole("img", { name: rated })).toBeVisible();

  await card.getByRole("link", { name: BATH.name["en-US"], exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BATH.name["en-US"]);
  await expect(page.getByRole("link", { name: rated })).toBeVisible();
  await expect(page.getByRole("region", { name: "Reviews" }).getByRole("img", { name: rated })).toBeVisible();

  await page.reload();
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { aggregateRating?: object };
  expect(data.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: count });
});

/** Holds the code of the page's later parts (the reviews among them) until `release` is called. */
async function holdLaterParts(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/page-frame-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Where a part of the page is on the screen, once the browser has drawn what changed. */
async function topOnScreen(page: Page, part: Locator): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return (await part.boundingBox())!.y;
}

test("a reader who reaches the footer before the reviews' code keeps the footer in view as they arrive", async ({
  page,
}) => {
  const later = await holdLaterParts(page);
  await page.goto("/products/baby-bath/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole("contentinfo");
  await expect(page.locator("[data-recommendations=settled]")).toBeAttached();
  const before = await topOnScreen(page, footer);
  expect(before).toBeLessThan(844);

  later.release();
  await expect(page.getByRole("region", { name: "Reviews" }).getByRole("listitem").first()).toBeAttached();
  // To the pixel: the browser's scroll anchoring scrolls by whole pixels.
  expect(Math.abs((await topOnScreen(page, footer)) - before)).toBeLessThan(1);
});

/**
 * Counts the times the page's later parts (the breadcrumbs, the reviews' heading, the footer) were
 * missing from the page once it had shown them, read on `partsMissing`.
 */
async function watchLaterParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const parts = ["nav[aria-label] ol", "#reviews", "footer"];
    Object.assign(window, { partsMissing: 0 });
    addEventListener("DOMContentLoaded", () =>
      new MutationObserver(() => {
        if (parts.some((part) => !document.querySelector(part)))
          Object.assign(window, {
            partsMissing: (window as unknown as { partsMissing: number }).partsMissing + 1,
          });
      }).observe(document.body, { childList: true, subtree: true }),
    );
  });
}

test("a reader who taps the rating before the reviews' code keeps the heading in view as they arrive, and the page its breadcrumbs and footer", async ({
  page,
}) => {
  const later = await holdLaterParts(page);
  await watchLaterParts(page);
  await page.goto("/products/baby-bath/");
  // The page is running once the cookie question is answered: the tap is the page's to follow, and its
  // new address reaches every part of the page, those whose code is on its way too.
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  await page.getByRole("link", { name: WORDS["nl-NL"].rated(oneDecimal(average, "nl-NL"), count) }).click();
  await expect(page).toHaveURL(/#reviews$/);
  const reviews = page.getByRole("region", { name: "Reviews" });
  const heading = reviews.getByRole("heading", { name: "Reviews" });
  await expect(heading).toBeInViewport();

  later.release();
  await expect(reviews.getByRole("listitem").first()).toBeVisible();
  // Where the link leads, as the reviews open below it: on the screen, below the sticky header (the
  // browser brings it to the top once the page is long enough).
  const header = await page.getByRole("banner").boundingBox();
  expect(await topOnScreen(page, heading)).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(heading).toBeInViewport();
  await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { partsMissing: number }).partsMissing)).toBe(0);
});

test("every review on the bathroom's products is that product's own, and each count is what can be read", async ({
  page,
}) => {
  await page.goto("/en-US/categories/bathroom/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  const products = await page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.locator("img") })
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
  expect(products.length).toBeGreaterThan(2);
  const readOn = new Map<string, string>();
  for (const path of products) {
    await page.goto(path);
    const reviews = page.getByRole("region", { name: "Reviews" });
    const rating = page
      .getByRole("main")
      .getByRole("img", { name: /^Rated .* reviews?$/ })
      .first();
    const count = Number((await rating.textContent())?.match(/\((\d+)\)/)?.[1]);
    await expect(reviews.getByRole("listitem")).toHaveCount(Math.min(count, 5));
    // The rest, where there are more than the first five.
    await reviews
      .getByRole("button", { name: /^Show \d+ more/ })
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
    const texts = await reviews.getByRole("listitem").locator("p:last-child").allTextContents();
    expect(texts, path).toHaveLength(count);
    for (const text of texts) {
      expect(readOn.get(text), `"${text}" on ${path}`).toBeUndefined();
      readOn.set(text, path);
    }
  }
});

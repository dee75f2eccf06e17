import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

/** The ratings the result cards show, read from their labels ("Rated 4.5 out of 5"). */
const shownRatings = (labels: string[]) =>
  labels.map((label) => Number(label.match(/([\d.,]+) (out of|van) 5/)?.[1]?.replace(",", ".")));

for (const [language, words] of Object.entries({
  "en-US": {
    prefix: "/en-US",
    query: "bouncer",
    rating: "Rating",
    floor: /^4 stars and up \(\d+\)$/,
    chip: "Remove 4 stars and up",
  },
  "nl-NL": {
    prefix: "",
    query: "wipstoel",
    rating: "Beoordeling",
    floor: /^4 sterren en meer \(\d+\)$/,
    chip: "4 sterren en meer verwijderen",
  },
})) {
  test(`the rating filter means 4 stars and up, and says so (${language})`, async ({ page }) => {
    await page.goto(`${words.prefix}/search/?q=${words.query}&o_rating=4`);
    await declineOptionalCookies(page, LANGUAGES[language as keyof typeof LANGUAGES]);
    const floor = page
      .getByRole("group", { name: words.rating })
      .getByRole("checkbox", { name: words.floor });
    await expect(floor).toBeChecked();
    await expect(page.getByRole("button", { name: words.chip })).toBeVisible();
    const cards = page
      .getByRole("region", { name: /(results?|resultaten?)$/ })
      .getByRole("img", { name: / (out of|van) 5/ });
    await expect(cards.first()).toBeVisible();
    const ratings = shownRatings(
      await cards.evaluateAll((images) => images.map((image) => image.getAttribute("aria-label") ?? "")),
    );
    expect(ratings.length).toBeGreaterThan(3);
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
    // 4.5 and up was in no list before ("5 stars" took them): every product of 4 and up is here.
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(4.5);
  });
}

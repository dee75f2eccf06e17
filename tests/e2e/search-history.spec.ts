import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { openQuickSearch } from "./support/shop";

const results = (page: Page) => page.getByRole("region", { name: "Search results" }).getByRole("listitem");

/**
 * Searches on the search page and waits until the provider has recorded the search: the visitor's
 * consent is read back after the page starts, and only then are searches and clicks recorded.
 */
async function searchFor(page: Page, term: string): Promise<void> {
  await page.goto(`/en-US/search/?q=${term}`);
  await expect(results(page).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem("klevu-last-searches") ?? "[]") as { term: string }[]).at(-1)
            ?.term,
      ),
    )
    .toBe(term);
}

/** Opens a search result (a click the provider keeps in its history) and gives the product's id. */
async function clickResult(page: Page, term: string, index = 0): Promise<string> {
  await searchFor(page, term);
  await results(page).nth(index).getByRole("link").click();
  await expect(page).toHaveURL(/\/en-US\/products\/[\w-]+\/$/);
  return page.url().match(/\/products\/([\w-]+)\/$/)![1]!;
}

/** The ids of recently clicked products that the category page's personalised request carries. */
async function personalisedIds(page: Page): Promise<string[]> {
  const catnav = page.waitForRequest(
    (request: Request) =>
      /\/cs\/v2\/search/.test(request.url()) &&
      /CATNAV/.test(request.postData() ?? "") &&
      /"enablePersonalisation":true/.test(request.postData() ?? ""),
  );
  await page.goto("/en-US/categories/bouncers/");
  await page.mouse.wheel(0, 200);
  const body = JSON.parse((await catnav).postData()!) as {
    recordQueries: { settings: { context?: { recentObjects?: { records: { id: string }[] }[] } } }[];
  };
  return body.recordQueries[0]!.settings.context?.recentObjects?.[0]?.records.map((r) => r.id) ?? [];
}

const TERMS = [
  "carrier",
  "bouncer",
  "crib",
  "cradle",
  "bath",
  "bib",
  "mattress",
  "sheet",
  "stool",
  "potty",
  "chair",
];

test("recent searches: the ten latest are kept, quick search shows the five latest, latest first", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  test.setTimeout(120_000);
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();
  for (const term of TERMS) await searchFor(page, term);

  const input = await openQuickSearch(page);
  await expect(input).toBeFocused();
  const recent = page
    .getByRole("listbox")
    .getByRole("group", { name: "Recent searches" })
    .getByRole("option");
  await expect(recent).toHaveText(["chair", "potty", "stool", "sheet", "mattress"]);
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem("klevu-last-searches") ?? "[]") as { term: string }[],
  );
  expect(kept.map((search) => search.term)).toEqual(TERMS.slice(1));
});

test("category pages are personalised from three clicks on, by the largest multiple of three, kept for ten hours", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  test.setTimeout(180_000);
  // Later than today: the consent cookie, set by this clock, must not have expired by the real one.
  const start = new Date(Date.now() + 24 * 3600_000);
  await page.clock.setFixedTime(start);
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();

  const clicked = [await clickResult(page, "cradle"), await clickResult(page, "crib")];
  expect(await personalisedIds(page)).toEqual([]);

  clicked.push(await clickResult(page, "potty"));
  const firstThree = [...clicked].reverse();
  expect(await personalisedIds(page)).toEqual(firstThree);

  // Two more clicks: the category keeps its answer...
  clicked.push(await clickResult(page, "stool"), await clickResult(page, "bath"));
  expect(await personalisedIds(page)).toEqual(firstThree);
  await page.clock.setFixedTime(new Date(start.getTime() + 10 * 3600_000 - 60_000));
  expect(await personalisedIds(page)).toEqual(firstThree);

  // ...for ten hours; then five clicks give the latest three.
  await page.clock.setFixedTime(new Date(start.getTime() + 10 * 3600_000 + 60_000));
  expect(new Set(clicked).size).toBe(5);
  expect(await personalisedIds(page)).toEqual([...clicked].reverse().slice(0, 3));
});

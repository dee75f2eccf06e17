import type { Browser, Page } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { CSV_COLUMNS, linksCsv, parseLinksCsv } from "../../src/redirects/link-csv";
import { countryReference } from "../../src/country/reference";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import type { RedirectEntry } from "../../src/redirects/table-schema";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { DEVELOP_URL, developOnCopy, test } from "./support/develop-copy";
import { expect as expectBuilt } from "./support/fixtures";
import { follow, landOnShops, sentToShop } from "./support/shop-hosts";
import { Studio } from "./support/studio";
import { redirectsCommand } from "../support/redirects-cli";

// The content studio at /admin/ of `npm run develop`, on a copy of the project, as a marketer uses it.
// The server is the development-server tests' (develop-copy.ts); each test leaves the content as the next
// expects it.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const expect = expectBuilt.configure({ timeout: 30_000 });
test.use({ baseURL: DEVELOP_URL, locale: "nl-NL" });

/** Every content file of the copy and its text before the studio saved anything. */
let before: Map<string, string>;

const ROOT = path.resolve(__dirname, "../..");

/** The content files of `dir`, without the hidden ones a save writes before renaming them into place. */
function contentFiles(dir: string): Map<string, string> {
  const files = readdirSync(path.join(dir, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(files.sort().map((file) => [file, readFileSync(path.join(dir, file), "utf8")]));
}

/** The text of `file` of the copy, as it is now. */
const onDisk = (file: string) => readFileSync(path.join(copy.project, file), "utf8");

/** The files of the copy that differ from `before`, added ones included. */
function changedFiles(): string[] {
  const now = contentFiles(copy.project);
  return [...now].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
}

/** What `npm run redirects -- lint` prints for the copy's content with `file` written as `text`. */
function lintWith(file: string, text: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "studio-lint-"));
  cpSync(path.join(copy.project, "content"), path.join(dir, "content"), { recursive: true });
  writeFileSync(path.join(dir, file), text);
  const run = spawnSync(...redirectsCommand("lint", "--content", path.join(dir, "content")), {
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  return `${run.stdout}${run.stderr}`;
}

/** The message of the build's `file:line: message` for `file`. */
const buildMessage = (output: string, file: string) =>
  new RegExp(`${file.replace(/[.]/g, "\\.")}:\\d+: (.*)`).exec(output)?.[1] ??
  `no problem reported: ${output}`;

/** The link whose history the history tests read: its earlier version sent visitors to a page since removed. */
const GIFT_GUIDE = "content/redirects/products-and-guides/gift-guide.yaml";
const REMOVED_PAGE = "/guides/winter-gift-guide/";

/**
 * Makes the copy's content a git checkout, as the project's is: the gift guide's link first pointed to
 * a page the shops no longer have (Joost de Wit's commit), then to the gift guide (Anna Smit's).
 */
function commitContent(project: string): void {
  const git = (args: string[], [name, date]: [string, string]) =>
    execFileSync("git", args, {
      cwd: project,
      stdio: "pipe",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: name,
        GIT_AUTHOR_EMAIL: "studio@babyshop.example",
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: name,
        GIT_COMMITTER_EMAIL: "studio@babyshop.example",
        GIT_COMMITTER_DATE: date,
      },
    });
  const joost: [string, string] = ["Joost de Wit", "2026-10-05T09:30:00Z"];
  const anna: [string, string] = ["Anna Smit", "2026-11-02T14:15:00Z"];
  const link = path.join(project, GIFT_GUIDE);
  const now = readFileSync(link, "utf8");
  git(["init", "--quiet", "--initial-branch=main"], joost);
  writeFileSync(link, now.replace("target: /guides/gift-guide/", `target: ${REMOVED_PAGE}`));
  git(["add", "content"], joost);
  git(["commit", "--quiet", "-m", "The content"], joost);
  writeFileSync(link, now);
  git(["commit", "--quiet", "-am", "The gift guide's link leads to the gift guide"], anna);
}

const copy = developOnCopy((project) => {
  commitContent(project);
  before = contentFiles(project);
});

const NEW_LINK = "qr-autumn-kitchen";
/** Decap rejects a publish its fields refuse with no reason given: the fields say what is wrong. */
const REFUSED_PUBLISH = /^uncaught: undefined$/;
const NEW_FILE = `content/redirects/in-store-qr/${NEW_LINK}.yaml`;

/** A new in-store link, not saved, with `slug` as its short link. */
async function newLinkWithSlug(studio: Studio, slug: string): Promise<void> {
  await studio.open();
  await studio.openCollection("Campaign links: In-store QR codes");
  await studio.newLink();
  await studio.type("Short link", slug);
}

async function typeNewLink(studio: Studio): Promise<void> {
  await newLinkWithSlug(studio, NEW_LINK);
  await studio.type("Page", "/categories/kitchen/");
  await studio.pickCountries("Germany", "Netherlands (nl)");
  await studio.type("Source (utm_source) (optional)", "instore");
  await studio.type("Medium (utm_medium) (optional)", "qrcode");
  await studio.type("Campaign (utm_campaign) (optional)", "autumn_kitchen");
  await studio.addException();
  await studio.pick("Country", "Netherlands");
  await studio.type("Page (optional)", "/categories/bathroom/");
}

/** The studio, on the link the earlier tests saved. */
async function openSavedLink(page: Page): Promise<Studio> {
  return Studio.atEntry(page, "Campaign links: In-store QR codes", new RegExp(`^${NEW_LINK} `));
}

test("a new link with two countries and an exception: the preview shows where each country lands", async ({
  page,
}) => {
  const studio = new Studio(page);
  await typeNewLink(studio);
  const { shops } = loadCampaignLinks(copy.project);
  const origin = (id: string) => shops.shops.find((shop) => shop.id === id)?.origin;
  const tracking = "utm_source=instore&utm_medium=qrcode&utm_campaign=autumn_kitchen";
  // Countries are picked by name, each with the shop that sells there.
  const shopName = (id: string) => shops.shops.find((shop) => shop.id === id)?.name ?? id;
  await expect(page.getByText(`Germany (de) · ${shopName("de")}`, { exact: true })).toBeVisible();
  // In the countries picker, and again as the exception's country.
  await expect(page.getByText(`Netherlands (nl) · ${shopName("nl")}`, { exact: true })).toHaveCount(2);
  await expect(studio.landing("Germany (de)")).toHaveText(`${origin("de")}/categories/kitchen/?${tracking}`);
  await expect(studio.landing("Netherlands (nl)")).toHaveText(
    `${origin("nl")}/categories/bathroom/?${tracking}`,
  );
  await expect(studio.landing("Any other country")).toHaveText(
    `${origin("us")}/categories/kitchen/?${tracking}`,
  );
  await expect(studio.preview.getByRole("heading", { level: 1 })).toHaveText(
    `${origin("us")}/redirects/${NEW_LINK}/`,
  );
  // Not saved yet, it is printed nowhere: nothing to retire.
  await expect(page.getByRole("button", { name: "Retire this link…" })).toHaveCount(0);
  // Not saved yet, its short link leads nowhere: no code to print.
  await expect(studio.preview.getByText("The QR code shows once the link is saved")).toBeVisible();
  await expect(studio.preview.locator(".qr-code svg")).toHaveCount(0);
  await expect(studio.preview.getByRole("link", { name: /^Download/ })).toHaveCount(0);
});

test("a country or a page the build rejects shows the build's words on its field, and nothing is saved", async ({
  page,
  problems,
}) => {
  problems.expect(REFUSED_PUBLISH);
  const studio = new Studio(page);
  await typeNewLink(studio);
  const valid = { slug: NEW_LINK, target: "/categories/kitchen/", countries: ["de", "nl"], fallback: "us" };

  // The picker says which shop sells to each country, and none sells to Brazil.
  await studio.field("Countries").click();
  await page.keyboard.insertText("Brazil");
  await expect(page.getByText("Brazil (br) · no shop sells here", { exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  const noShop = buildMessage(
    lintWith(NEW_FILE, JSON.stringify({ ...valid, countries: ["de", "nl", "br"] })),
    NEW_FILE,
  );
  await expect(studio.fieldError(noShop)).toBeVisible();
  await studio.unpickLastCountry();
  await expect(studio.fieldError(noShop)).toBeHidden();

  await studio.type("Page", "/categories/prams/");
  const missingPage = buildMessage(
    lintWith(NEW_FILE, JSON.stringify({ ...valid, target: "/categories/prams/" })),
    NEW_FILE,
  );
  await expect(studio.fieldError(missingPage)).toBeVisible();
  await studio.publish();
  await expect(studio.fieldError(missingPage)).toBeVisible();
  expect(existsSync(path.join(copy.project, NEW_FILE))).toBe(false);
});

test("hostile values are refused by the same checks and reach no file", async ({ page, problems }) => {
  problems.expect(REFUSED_PUBLISH);
  const studio = new Studio(page);
  await typeNewLink(studio);
  await studio.type("Short link", "../../package");
  await studio.publish();
  await expect(page.getByText(/Short link: lower-case words joined by dashes/)).toBeVisible();
  // The table's rules run on a link whose fields each have the right form, as in the build.
  await studio.type("Short link", NEW_LINK);
  await studio.type("Address (optional)", "javascript:alert(1)");
  await studio.publish();
  await expect(page.getByText(/"javascript:alert\(1\)" must start with https:\/\//)).toBeVisible();
  expect(changedFiles()).toEqual([]);
  expect(onDisk("package.json")).toBe(readFileSync(path.join(ROOT, "package.json"), "utf8"));
});

test("a valid link is saved as its own file, passes lint and works on the running site", async ({
  page,
  context,
}) => {
  const studio = new Studio(page);
  await typeNewLink(studio);
  await studio.publish();
  await expect.poll(() => changedFiles()).toEqual([NEW_FILE]);
  // Saved and valid, its QR code is offered for print.
  await expect(studio.preview.locator(".qr-code svg")).toBeVisible();
  await expect(studio.preview.getByRole("link", { name: "Download PNG" })).toHaveAttribute(
    "download",
    `${NEW_LINK}.png`,
  );
  expect(parse(onDisk(NEW_FILE))).toEqual({
    slug: NEW_LINK,
    target: "/categories/kitchen/",
    countries: ["de", "nl"],
    fallback: "us",
    tracking: { source: "instore", medium: "qrcode", campaign: "autumn_kitchen" },
    overrides: [{ country: "nl", target: "/categories/bathroom/" }],
  });
  const lint = spawnSync(...redirectsCommand("lint", "--content", path.join(copy.project, "content")), {
    encoding: "utf8",
  });
  expect(lint.stderr).toBe("");
  expect(lint.status).toBe(0);

  const rules = rulesFor(indexRules(loadCampaignLinks(copy.project).redirects.rules), NEW_LINK) ?? [];
  await landOnShops(context);
  expect(await follow(page, `/redirects/${NEW_LINK}/?country=de`)).toBe(resolveRule(rules, "de").toPath);
  expect(resolveRule(rules, "de").toPath).toMatch(/^https:\/\/de\.babyshop\.example\/categories\/kitchen\//);
});

test("an edited link marks what changed in the preview", async ({ page }) => {
  const studio = await openSavedLink(page);
  await studio.type("Page", "/categories/bouncers/");
  const germany = studio.preview.getByRole("row", { name: /^Germany \(de\)/ });
  await expect(germany.getByText("changed")).toBeVisible();
  await expect(germany.locator("del")).toContainText("/categories/kitchen/");
  // The Netherlands has its own page, which did not change.
  await expect(
    studio.preview.getByRole("row", { name: /^Netherlands \(nl\)/ }).getByText("changed"),
  ).toBeHidden();
});

test("a saved link's short link being changed, or one the build refuses, offers no QR code", async ({
  page,
}) => {
  const studio = await openSavedLink(page);
  await expect(studio.preview.locator(".qr-code svg")).toBeVisible();
  for (const slug of [`${NEW_LINK} `, "qr autumn-kitchen", `${NEW_LINK}-2`]) {
    await studio.type("Short link", slug);
    await expect(
      studio.preview.getByText("The QR code shows once the problems above are fixed"),
    ).toBeVisible();
    await expect(studio.preview.locator(".qr-code svg")).toHaveCount(0);
    await expect(studio.preview.getByRole("link", { name: /^Download/ })).toHaveCount(0);
  }
  await studio.type("Short link", NEW_LINK);
  await expect(studio.preview.locator(".qr-code svg")).toBeVisible();
});

test("a printed link is retired, not deleted: the studio says where it is printed, and it still lands", async ({
  page,
  context,
}) => {
  const studio = await openSavedLink(page);
  await expect(page.getByRole("button", { name: /delete/i })).toHaveCount(0);
  await studio.type("Note (optional)", "Autumn kitchen sign, in every store");
  await page.getByRole("button", { name: "Retire this link…" }).click();
  const retiring = page.getByRole("group", { name: "Retire this link" });
  await expect(retiring.getByText("Where it is printed: Autumn kitchen sign, in every store")).toBeVisible();
  await retiring.getByRole("button", { name: "Retire", exact: true }).click();
  const { shops } = loadCampaignLinks(copy.project);
  const origin = (id: string) => shops.shops.find((shop) => shop.id === id)?.origin;
  const tracking = "utm_source=instore&utm_medium=qrcode&utm_campaign=autumn_kitchen";
  await expect(studio.preview.getByText("Retired: every visitor lands on / of their own")).toBeVisible();
  await expect(studio.landing("Germany (de)")).toHaveText(`${origin("de")}/?${tracking}`);
  await expect(studio.landing("Netherlands (nl)")).toHaveText(`${origin("nl")}/?${tracking}`);
  await expect(studio.landing("Poland (pl)")).toHaveText(`${origin("eu")}/?${tracking}`);
  await studio.publish();
  await expect
    .poll(() => parse(onDisk(NEW_FILE)) as unknown)
    .toMatchObject({ slug: NEW_LINK, note: "Autumn kitchen sign, in every store", retired: "/" });

  await landOnShops(context);
  expect(await follow(page, `/redirects/${NEW_LINK}/?country=de`)).toBe(`${origin("de")}/?${tracking}`);
  expect(await follow(page, `/redirects/${NEW_LINK}/?country=pl`)).toBe(`${origin("eu")}/?${tracking}`);
  expect(await follow(page, `/redirects/${NEW_LINK}/?country=br`)).toBe(`${origin("us")}/?${tracking}`);
});

test("a product's name changed in the studio shows on its page, and only its line changes; its price is the engine's", async ({
  page,
}) => {
  const file = "content/catalogue/products/baby-carrier-one.yaml";
  const old = onDisk(file);
  const name = "Draagzak One Classic";
  const studio = await Studio.atEntry(page, "Products", /Baby Carrier One \(baby-carrier-one\)/);
  // Prices and stock are the commerce engine's: the studio has no field for them.
  await expect(page.getByLabel("EUR", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Prices and stock are kept in the commerce engine's admin.")).toBeVisible();
  // The first Dutch field is the name's.
  await studio.type("Dutch", name);
  await studio.publish();
  await expect.poll(() => onDisk(file)).toBe(old.replace(/^ {2}nl-NL: Draagzak One$/m, `  nl-NL: ${name}`));

  await page.goto("/products/baby-carrier-one/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a hand-broken link file leaves the studio open, naming the mistake, and links answer from the last good table", async ({
  page,
  context,
}) => {
  const broken = "content/redirects/in-store-qr/qr-baby-bouncer-guide-1.yaml";
  const good = onDisk(broken);
  const brokenText = good.replace("countries: [us, de,", "countries: [us, xx, de,");
  const otherLink = "/redirects/baby-bouncer-how-to/?country=de";
  await landOnShops(context);
  const answered = {
    broken: await follow(page, "/redirects/qr-baby-bouncer-guide-1/?country=de"),
    other: await follow(page, otherLink),
  };
  writeFileSync(path.join(copy.project, broken), brokenText);
  try {
    const studio = new Studio(page);
    await studio.open();
    const problems = page.getByRole("alert");
    await expect(problems).toContainText("The content has a mistake to fix.");
    const mistake = problems.getByRole("listitem");
    await expect(mistake).toHaveText(
      `Campaign links: In-store QR codes: qr-baby-bouncer-guide-1 line 3: ${buildMessage(lintWith(broken, brokenText), broken)} Open to fix`,
    );
    await mistake.getByRole("link", { name: "Open to fix" }).click();
    await expect(studio.field("Short link")).toHaveValue("qr-baby-bouncer-guide-1");

    expect(await follow(page, otherLink)).toBe(answered.other);
    expect(await follow(page, "/redirects/qr-baby-bouncer-guide-1/?country=de")).toBe(answered.broken);
  } finally {
    writeFileSync(path.join(copy.project, broken), good);
  }
});

/**
 * Two marketers, each in a browser context of their own, with `collection` open and `prepare` done in
 * both; the second's context is closed after `act`.
 */
async function twoMarketers(
  { page, browser }: { page: Page; browser: Browser },
  collection: string,
  prepare: (studio: Studio) => Promise<void>,
  act: (first: Studio, second: Studio) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: DEVELOP_URL });
  const studios = [new Studio(page), new Studio(await context.newPage())] as const;
  try {
    for (const studio of studios) {
      await studio.open();
      await studio.openCollection(collection);
      await prepare(studio);
    }
    await act(...studios);
  } finally {
    await context.close();
  }
}

/**
 * Two marketers open the social post `entry`; the first notes the spring flyer on it and publishes,
 * then the second, still on the version they opened, does `act`. `saved` reads the post's file.
 */
async function afterFirstPublishesFlyerNote(
  fixtures: { page: Page; browser: Browser },
  entry: RegExp,
  saved: () => string,
  act: (second: Studio) => Promise<void>,
): Promise<void> {
  await twoMarketers(
    fixtures,
    "Campaign links: Social posts",
    (studio) => studio.openEntry(entry),
    async (first, second) => {
      await first.type("Note (optional)", "Printed on the spring flyer");
      await first.publish();
      await expect.poll(saved).toContain("spring flyer");
      await act(second);
    },
  );
}

test("two marketers saving one link: the second is refused, shown the first's version, and nothing is lost", async ({
  page,
  browser,
}) => {
  const saved = () => onDisk("content/redirects/social/baby-carrier-how-to.yaml");
  await afterFirstPublishesFlyerNote({ page, browser }, /^baby-carrier-how-to /, saved, async (second) => {
    await second.type("Note (optional)", "Shared in the newsletter");
    await second.publish();
    await expect(
      second.notice(/Someone else published this entry after you opened it, so yours was not saved/),
    ).toBeVisible();
    await expect(second.theirVersion()).toContainText("note: Printed on the spring flyer");
    expect(saved()).not.toContain("newsletter");

    // Having seen theirs, the marketer may still publish their own.
    await second.keepMine();
    await second.publish();
    await expect.poll(saved).toContain("newsletter");
  });
});

test("the same new short link from two marketers at once gives one link, and the second is told why", async ({
  page,
  browser,
}) => {
  const slug = "qr-race-1";
  const linkFiles = () =>
    [...contentFiles(copy.project)].filter(
      ([file, text]) => file.startsWith("content/redirects/") && text.includes(`slug: ${slug}\n`),
    );
  try {
    await twoMarketers(
      { page, browser },
      "Campaign links: In-store QR codes",
      async (studio) => {
        await studio.newLink();
        await studio.type("Short link", slug);
        await studio.type("Page", "/categories/kitchen/");
        await studio.pickCountries("Germany", "Netherlands (nl)");
      },
      async (first, second) => {
        await first.publish();
        await expect.poll(() => linkFiles().length).toBe(1);
        await second.publish();
        await expect(
          second.notice(/Someone else has just created the short link qr-race-1, so yours was not saved/),
        ).toBeVisible();
        expect(linkFiles().map(([file]) => file)).toEqual([`content/redirects/in-store-qr/${slug}.yaml`]);
      },
    );
  } finally {
    for (const [file] of linkFiles()) rmSync(path.join(copy.project, file));
  }
});

test("deleting a product campaign links send visitors to is refused, naming the links", async ({
  page,
  problems,
}) => {
  // Decap reports a refused deletion in the console as well as in its notice.
  problems.expect(
    /^HTTP 409: /,
    /^console: API_ERROR: Campaign links send visitors to this page/,
    /^uncaught: Object$/,
  );
  const file = "content/catalogue/products/travel-crib-light.yaml";
  const studio = await Studio.atEntry(page, "Products", /\(travel-crib-light\)/);
  await studio.deleteEntry();
  await expect(
    studio.notice(
      "Campaign links send visitors to this page, so it was not deleted: qr-package-travel-crib (Packaging QR codes), travel-crib-light (Product and guide links). Open each link, change its Page (and any exception's) to another page, publish it, then delete this one.",
    ),
  ).toBeVisible();
  expect(existsSync(path.join(copy.project, file))).toBe(true);
});

test("the spreadsheet round trip leaves every link file as it was", () => {
  const csv = path.join(copy.project, "links.csv");
  const content = path.join(copy.project, "content");
  const links = contentFiles(copy.project);
  writeFileSync(csv, execFileSync(...redirectsCommand("export", "--format", "csv", "--content", content)));
  execFileSync(...redirectsCommand("import", csv, "--content", content));
  expect(contentFiles(copy.project)).toEqual(links);
});

test.describe("bulk import", () => {
  const LINKS = "content/redirects";
  /** A link file of the copy as a CSV row of `group`, as the export writes it. */
  const rowOf = (file: string, group: string) =>
    linksCsv([{ group, entry: parse(onDisk(file)) as RedirectEntry }])
      .trimEnd()
      .split("\n")[1] ?? "";
  const csvOf = (...rows: string[]) => `${CSV_COLUMNS.join(",")}\n${rows.join("\n")}\n`;

  test("Export as CSV downloads every link of today's table, each in its group", async ({ page }) => {
    const studio = new Studio(page);
    await studio.open();
    await studio.openBulkImport();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("links.csv");
    const { links, problems } = parseLinksCsv(readFileSync(await download.path(), "utf8"));
    expect(problems).toEqual([]);
    const files = [...contentFiles(copy.project).keys()].filter((file) =>
      /^content\/redirects\/[^/]+\/[^/]+\.yaml$/.test(file),
    );
    expect(
      links
        .map(({ group, entry }) => ({ group, entry }))
        .sort((a, b) => a.entry.slug.localeCompare(b.entry.slug)),
    ).toEqual(
      files
        .map((file) => ({
          group: path.basename(path.dirname(file)),
          entry: parse(onDisk(file)) as RedirectEntry,
        }))
        .sort((a, b) => a.entry.slug.localeCompare(b.entry.slug)),
    );
  });

  test("a new, a changed and a moved link: the dry run shows each, the move must be confirmed, then all are imported", async ({
    page,
  }) => {
    const changed = `${LINKS}/social/baby-carrier-how-to.yaml`;
    const moved = `${LINKS}/in-store-qr/qr-kitchen-1.yaml`;
    const movedTo = `${LINKS}/packaging/qr-kitchen-1.yaml`;
    const added = `${LINKS}/social/bulk-spring-flyer.yaml`;
    const kept = { [changed]: onDisk(changed), [moved]: onDisk(moved) };
    const oldPage = (parse(kept[changed] ?? "") as RedirectEntry).target;
    const csv = csvOf(
      "social,bulk-spring-flyer,,/categories/kitchen/,nl de,us,flyer,print,spring,,",
      rowOf(changed, "social").replace(`,${oldPage},`, ",/categories/kitchen/,"),
      rowOf(moved, "packaging"),
    );
    const studio = new Studio(page);
    const untouched = contentFiles(copy.project);
    try {
      await studio.open();
      await studio.openBulkImport();
      await studio.chooseCsv("links.csv", csv);
      await expect(
        page.getByText("links.csv: 1 new link, 1 changed link, 1 link moving to another group."),
      ).toBeVisible();
      await expect(studio.importRow("bulk-spring-flyer")).toContainText("New");
      const change = studio.importRow("baby-carrier-how-to");
      await expect(change.getByText("Changed", { exact: true })).toBeVisible();
      await expect(change.getByRole("listitem")).toHaveText(`Page: ${oldPage} → /categories/kitchen/`);
      const move = studio.importRow("qr-kitchen-1");
      await expect(move).toContainText("Packaging QR codes");
      await expect(move).toContainText("Moves to another group");
      await expect(move).toContainText("This short link is already live in In-store QR codes");
      const importButton = page.getByRole("button", { name: "Import 3 links" });
      await expect(importButton).toBeDisabled();
      await expect(page.getByText("Confirm the move above first.")).toBeVisible();
      expect(contentFiles(copy.project)).toEqual(untouched);

      await move.getByLabel("Move qr-kitchen-1 from In-store QR codes to Packaging QR codes").check();
      await importButton.click();
      await expect(page.getByRole("status")).toHaveText(
        "Imported: 3 links are in the studio now. Back to the studio",
      );
      expect(parse(onDisk(added))).toEqual({
        slug: "bulk-spring-flyer",
        target: "/categories/kitchen/",
        countries: ["nl", "de"],
        fallback: "us",
        tracking: { source: "flyer", medium: "print", campaign: "spring" },
      });
      expect(onDisk(changed)).toBe(
        kept[changed]?.replace(`target: ${oldPage}`, "target: /categories/kitchen/"),
      );
      expect(existsSync(path.join(copy.project, moved))).toBe(false);
      expect(onDisk(movedTo)).toBe(kept[moved]);

      // The marketer is still logged in to the studio.
      await page.getByRole("status").getByRole("link", { name: "Back to the studio" }).click();
      await studio.openCollection("Campaign links: Social posts");
      await expect(page.getByRole("link", { name: /^bulk-spring-flyer / })).toBeVisible();
    } finally {
      for (const [file, text] of Object.entries(kept)) writeFileSync(path.join(copy.project, file), text);
      rmSync(path.join(copy.project, movedTo), { force: true });
      rmSync(path.join(copy.project, added), { force: true });
    }
  });

  test("a CSV with a bad row names the row's problem in the form's words and imports nothing", async ({
    page,
  }) => {
    const studio = new Studio(page);
    const untouched = contentFiles(copy.project);
    await studio.open();
    await studio.openBulkImport();
    await studio.chooseCsv(
      "links.csv",
      csvOf(
        "social,bulk-summer-flyer,,/categories/kitchen/,nl,us,,,,,",
        "social,Bulk Autumn Flyer,,/categories/kitchen/,nl,us,,,,,",
        "social,bulk-winter-flyer,,/categories/prams/,nl,us,,,,,",
      ),
    );
    const problems = page.getByRole("alert", { name: "Problems" });
    await expect(problems.getByRole("listitem")).toHaveText([
      "links.csv row 3: Short link: lower-case words joined by dashes, like qr-kitchen-1",
      "links.csv row 4: Page: the shops have no page /categories/prams/",
    ]);
    await expect(page.getByRole("button", { name: /^Import/ })).toBeDisabled();
    expect(contentFiles(copy.project)).toEqual(untouched);
  });
});

test.describe("history and undo", () => {
  // The versions' times are shown in the marketer's time zone.
  test.use({ timezoneId: "UTC" });
  const saved = () => onDisk(GIFT_GUIDE);
  let committed: string;

  async function openGiftGuide(page: Page): Promise<Studio> {
    return Studio.atEntry(page, "Campaign links: Product and guide links", /^gift-guide /);
  }

  test("a link's history shows who changed what and when, and restores a version into the form and the file", async ({
    page,
  }) => {
    committed = saved();
    const studio = await openGiftGuide(page);
    await studio.type("Page", "/guides/your-baby-and-sleep/");
    await studio.publish();
    await expect.poll(saved).toContain("target: /guides/your-baby-and-sleep/\n");

    await studio.openHistory();
    const now = studio.version(/^Saved in the studio, /);
    await expect(now).toContainText("(now)");
    await expect(now).toContainText("Page: /guides/gift-guide/ → /guides/your-baby-and-sleep/");
    const anna = studio.version("Anna Smit, 2 Nov 2026, 14:15");
    await expect(anna).toContainText(`Page: ${REMOVED_PAGE} → /guides/gift-guide/`);
    await expect(studio.version("Joost de Wit, 5 Oct 2026, 09:30")).toContainText("The first version.");

    await studio.restore("Anna Smit, 2 Nov 2026, 14:15");
    await expect(studio.history().getByRole("status")).toHaveText(
      "Restored the version of Anna Smit, 2 Nov 2026, 14:15. It is published.",
    );
    await expect(studio.field("Page")).toHaveValue("/guides/gift-guide/");
    await expect.poll(saved).toBe(committed);
    // The restore is a version of its own, and the one it replaced stays in the history.
    await expect(studio.version(/^Saved in the studio, /)).toHaveCount(2);
  });

  test("a version that would not work now, as its page was removed, is not restored, and the form says why", async ({
    page,
  }) => {
    const studio = await openGiftGuide(page);
    await studio.openHistory();
    await studio.restore("Joost de Wit, 5 Oct 2026, 09:30");
    const missingPage = buildMessage(
      lintWith(GIFT_GUIDE, committed.replace("target: /guides/gift-guide/", `target: ${REMOVED_PAGE}`)),
      GIFT_GUIDE,
    );
    await expect(studio.history().getByRole("status")).toHaveText(
      `This version was not restored, as it would not work now. Page: ${missingPage}`,
    );
    await expect(studio.field("Page")).toHaveValue("/guides/gift-guide/");
    expect(saved()).toBe(committed);
  });

  test("a marketer refused because another published meanwhile takes one field of theirs and keeps their own, and both end in the file", async ({
    page,
    browser,
  }) => {
    const file = "content/redirects/social/your-baby-and-sleep.yaml";
    const link = () => onDisk(file);
    const original = link();
    try {
      await afterFirstPublishesFlyerNote({ page, browser }, /^your-baby-and-sleep /, link, async (second) => {
        await second.type("Page", "/guides/babywearing-guide/");
        await second.publish();
        await expect(second.theirChange("Note")).toContainText("Theirs: Printed on the spring flyer");
        await expect(second.theirChange("Note")).toContainText("Yours: (empty) (you left it as it was)");
        // Only they changed the note; the page is this marketer's own change, kept.
        await expect(second.theirChange("Page")).toHaveCount(0);

        await second.takeTheirs("Note");
        await expect(second.field("Note (optional)")).toHaveValue("Printed on the spring flyer");
        await expect(second.field("Page")).toHaveValue("/guides/babywearing-guide/");
        await second.publish();
        await expect
          .poll(() => parse(link()) as unknown)
          .toMatchObject({ note: "Printed on the spring flyer", target: "/guides/babywearing-guide/" });
      });
    } finally {
      writeFileSync(path.join(copy.project, file), original);
    }
  });
});

test.describe("countries as a marketer thinks of them", () => {
  const shopsOfCopy = () => loadCampaignLinks(copy.project).shops;
  const shop = (id: string) => {
    const found = shopsOfCopy().shops.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no shop ${id}`);
    return found;
  };

  /** A new in-store link to the kitchen page for the countries picked by what is `typed`, not saved. */
  async function newKitchenLink(page: Page, ...typed: string[]): Promise<Studio> {
    const studio = new Studio(page);
    await newLinkWithSlug(studio, "qr-countries-kitchen");
    await studio.type("Page", "/categories/kitchen/");
    await studio.pickCountries(...typed);
    return studio;
  }

  test("picking the group EU shop countries picks each of them, and the preview shows their shop", async ({
    page,
  }) => {
    const studio = await newKitchenLink(page, "Germany", "EU shop countries");
    const eu = shop("eu");
    for (const code of eu.countries) {
      const name = countryReference(code)?.name;
      // The picker shows each picked country with its shop, and so does the preview.
      await expect(page.getByText(`${name} (${code}) · ${eu.name}`, { exact: true })).toBeVisible();
      await expect(studio.landingShop(`${name} (${code})`)).toHaveText(eu.name);
    }
    await expect(studio.landing("Austria (at)")).toHaveText(`${eu.origin}/categories/kitchen/`);
    await expect(studio.landingShop("Germany (de)")).toHaveText(shop("de").name);
    await expect(studio.landingShop("Any other country")).toHaveText(shop("us").name);
    await expect(page.getByText(/^EU shop countries/)).toHaveCount(0);
  });

  test("an exception sending a country to a shop that does not deliver there is warned about, not refused", async ({
    page,
  }) => {
    const studio = await newKitchenLink(page, "Poland");
    await studio.addException();
    await studio.pick("Country", "Poland");
    await studio.pick("Shop (optional)", shop("de").name);
    const warning = `Poland (pl) is sent to ${shop("de").name}, which does not deliver to Poland: check its exception.`;
    await expect(studio.preview.getByRole("region", { name: "Warnings" })).toContainText(warning);
    await expect(studio.landingRow("Poland (pl)").getByText(warning)).toBeVisible();
    await expect(studio.landing("Poland (pl)")).toHaveText(`${shop("de").origin}/categories/kitchen/`);
    // Nothing refused: the preview shows where every country lands.
    await expect(studio.preview.getByRole("region", { name: "Problems" })).toHaveCount(0);
  });

  test("a mistyped page is answered with the closest page, in the form's words and not in capitals", async ({
    page,
  }) => {
    const studio = await newKitchenLink(page, "Netherlands");
    await studio.type("Page", "/categories/kichen/");
    const message = "Page: the shops have no page /categories/kichen/: did you mean /categories/kitchen/?";
    await expect(studio.fieldError(message)).toBeVisible();
    await expect(studio.fieldError(message)).toHaveCSS("text-transform", "none");
    await expect(studio.preview.getByRole("region", { name: "Problems" })).toContainText(message);
    await studio.type("Page", "/categories/kitchen/");
    await studio.addException();
    await studio.pick("Country", "Netherlands");
    await studio.type("Page (optional)", "/categories/bathrom/");
    await expect(
      studio.fieldError(
        "Exception for Netherlands (nl), Page: the shops have no page /categories/bathrom/: did you mean /categories/bathroom/?",
      ),
    ).toBeVisible();
  });

  test("each country's own shop, else the US shop: Germany lands on its shop, Japan on the one run elsewhere", async ({
    page,
  }) => {
    const studio = await newKitchenLink(page, "Netherlands");
    await studio.pick("Shop for every other country", "own shop, else Babyshop United States");
    await expect(studio.landing("Germany (de)")).toHaveText(`${shop("de").origin}/categories/kitchen/`);
    await expect(studio.landingShop("Germany (de)")).toHaveText(shop("de").name);
    await expect(studio.landing("Poland (pl)")).toHaveText(`${shop("eu").origin}/categories/kitchen/`);
    await expect(studio.landing("Japan (jp)")).toHaveText(`${shop("jp").origin}/categories/kitchen/`);
    await expect(studio.landingRow("Japan (jp)")).toContainText(`${shop("jp").name} is run elsewhere`);
    await expect(studio.landing("Any other country")).toHaveText(`${shop("us").origin}/categories/kitchen/`);
  });
});

test.describe("pages and trying links", () => {
  const PRINTED = "qr-package-travel-crib";
  /** The studio, on the packaging link PRINTED. */
  const openPrinted = (page: Page) =>
    Studio.atEntry(page, "Campaign links: Packaging QR codes", new RegExp(`^${PRINTED} `));

  test("the page picker finds a page by its title and fills in its address", async ({ page }) => {
    const studio = new Studio(page);
    await newLinkWithSlug(studio, "qr-picked-page");
    await studio.pickPage("Page", "Kitchen");
    await expect(studio.field("Page")).toHaveValue("/categories/kitchen/");
    await expect(page.getByText("The page: Kitchen", { exact: true })).toBeVisible();
    // An exception's page is picked the same way.
    await studio.pickCountries("Germany", "Netherlands (nl)");
    await studio.addException();
    await studio.pick("Country", "Netherlands");
    await studio.pickPage("Page (optional)", "bath", "Bathroom");
    await expect(studio.field("Page (optional)")).toHaveValue("/categories/bathroom/");
  });

  test("a page the shops do not have is refused as it is typed, with the closest page suggested", async ({
    page,
  }) => {
    const studio = new Studio(page);
    await newLinkWithSlug(studio, "qr-missing-page");
    await studio.type("Page", "/categories/kichen/");
    await expect(
      studio.fieldError(
        "Page: the shops have no page /categories/kichen/: did you mean /categories/kitchen/?",
      ),
    ).toBeVisible();
    await expect(page.getByText("No page is called that. The closest:")).toBeVisible();
    await studio.pickerOption("Kitchen").click();
    await expect(studio.field("Page")).toHaveValue("/categories/kitchen/");
    await expect(page.getByText(/the shops have no page/)).toBeHidden();
  });

  test("a new Handle for a product campaign links send visitors to is refused, naming the links", async ({
    page,
    problems,
  }) => {
    problems.expect(
      /^HTTP 409: /,
      /^console: API_ERROR: Campaign links send visitors to \/products\/travel-crib-light\//,
      /^uncaught: Object$/,
    );
    const file = "content/catalogue/products/travel-crib-light.yaml";
    const saved = onDisk(file);
    const studio = await Studio.atEntry(page, "Products", /\(travel-crib-light\)/);
    await studio.type("Handle", "travel-crib-lite");
    await studio.publish();
    await expect(
      studio.notice(
        `Campaign links send visitors to /products/travel-crib-light/, so its new Handle was not saved: ${PRINTED} (Packaging QR codes), travel-crib-light (Product and guide links). Put the Handle back. To give the page another address, create it anew with that Handle, change each link's Page (and any exception's) to it, publish them, then delete this one.`,
      ),
    ).toBeVisible();
    expect(onDisk(file)).toBe(saved);
    expect(existsSync(path.join(copy.project, "content/catalogue/products/travel-crib-lite.yaml"))).toBe(
      false,
    );
  });

  test("the preview's link for a country opens the link on this site, landing where the rules say", async ({
    page,
    context,
    baseURL,
  }) => {
    const studio = await openPrinted(page);
    const tryGermany = studio.preview.getByRole("link", {
      name: "Try it here as a visitor from Germany (de)",
    });
    await expect(tryGermany).toHaveAttribute("href", `${baseURL}/redirects/${PRINTED}/?country=de`);
    const landing = await studio.landing("Germany (de)").textContent();
    expect(landing).toMatch(/^https:\/\/de\.babyshop\.example\/products\/travel-crib-light\//);
    await landOnShops(context);
    const sent = sentToShop(context);
    await Promise.all([page.waitForEvent("popup"), tryGermany.click()]);
    expect(await sent).toBe(landing);
  });

  test("View live opens the link itself on this site, and a product's page for a product", async ({
    page,
    baseURL,
  }) => {
    const studio = await openPrinted(page);
    const viewLive = page.getByRole("link", { name: /View live/i });
    await expect(viewLive).toHaveAttribute("href", `${baseURL}/redirects/${PRINTED}/`);
    await page.goto("/admin/#/collections/products");
    await studio.openEntry(/\(travel-crib-light\)/);
    await expect(viewLive).toHaveAttribute("href", `${baseURL}/products/travel-crib-light/`);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linksCsv, parseLinksCsv } from "../../src/redirects/link-csv";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { copyFixtureContent, FIXTURE_CONTENT } from "./support/fixture-content";
import { kitchenLink } from "./support/redirects";
import { runRedirectsCli as cli } from "../support/redirects-cli";

const ROOT = path.resolve(__dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "redirects-csv-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir` with its text. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile())
      .map((item) => {
        const file = path.join(item.parentPath, item.name);
        return [path.relative(dir, file), readFileSync(file, "utf8")];
      }),
  );
}

let copies = 0;
/** A working folder with a copy of the fixture content and its links exported to links.csv. */
async function exported(): Promise<{ dir: string; content: string; rows: string[] }> {
  copies += 1;
  const dir = path.join(work, `copy-${copies}`);
  const content = copyFixtureContent(path.join(dir, "content"));
  const { code, stdout } = await cli(dir, "export", "--format", "csv", "--content", content);
  expect(code).toBe(0);
  writeFileSync(path.join(dir, "links.csv"), stdout);
  return { dir, content, rows: stdout.trimEnd().split("\n") };
}

const writeRows = (dir: string, rows: readonly string[]) =>
  writeFileSync(path.join(dir, "links.csv"), `${rows.join("\n")}\n`);

/** Imports `rows` as links.csv, which must be refused (exit 1, nothing on stdout, no file written); gives stderr. */
async function refusedImport(dir: string, content: string, rows: readonly string[]): Promise<string> {
  writeRows(dir, rows);
  const before = snapshot(content);
  const { code, stdout, stderr } = await cli(dir, "import", "links.csv", "--content", content);
  expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
  expect(snapshot(content)).toEqual(before);
  return stderr;
}

describe("redirects export --format csv and import", { timeout: 120_000 }, () => {
  it("round trip: importing what was exported changes no file", async () => {
    const { dir, content } = await exported();
    const before = snapshot(content);
    const { code, stdout } = await cli(dir, "import", "links.csv", "--content", content);
    expect(code).toBe(0);
    expect(stdout).toBe("0 files changed.\n");
    expect(snapshot(content)).toEqual(before);
  });

  it("--dry-run prints a diff of the files it would write and writes nothing", async () => {
    const { dir, content, rows } = await exported();
    const at = rows.findIndex((row) => row.startsWith("in-store-qr,qr-kitchen-1,"));
    rows[at] = rows[at]?.replace("/categories/kitchen/", "/categories/bathroom/") ?? "";
    writeRows(dir, rows);
    const before = snapshot(content);
    const { code, stdout } = await cli(dir, "import", "links.csv", "--dry-run", "--content", content);
    expect(code).toBe(0);
    expect(stdout).toContain("--- content/redirects/in-store-qr/qr-kitchen-1.yaml");
    expect(stdout).toContain("+++ content/redirects/in-store-qr/qr-kitchen-1.yaml");
    expect(stdout).toContain("\n-target: /categories/kitchen/\n+target: /categories/bathroom/\n");
    expect(stdout).toContain("1 file would change; nothing was written.");
    expect(snapshot(content)).toEqual(before);
  });

  it("a bad row is named by its line in the spreadsheet, and nothing is written", async () => {
    const { dir, content, rows } = await exported();
    rows[2] = rows[2]?.replace(/,us,(\w+),/, ",mars,$1,") ?? "";
    rows.push("social,brand-new,,/categories/kitchen/,nl de,us,,,,");
    const stderr = await refusedImport(dir, content, rows);
    expect(stderr).toMatch(
      /^links\.csv:3: Shop for every other country: "mars" is not a shop \(the shops: .*\)\nNothing was written\.\n$/,
    );
  });

  it("refuses a hostile slug, group or address before writing anything", async () => {
    const { dir, content, rows } = await exported();
    const stderr = await refusedImport(dir, content, [
      ...rows,
      "social,../../evil,,/categories/kitchen/,nl,us,,,,",
      "../..,evil-group,,/categories/kitchen/,nl,us,,,,",
      "social,evil-url,,/categories/kitchen/,nl,us,,,,nl url=javascript:alert(1)",
    ]);
    const row = rows.length + 1;
    expect(stderr.trim().split("\n")).toEqual([
      `links.csv:${row}: Short link: lower-case words joined by dashes, like qr-kitchen-1`,
      `links.csv:${row + 1}: "group": "../.." is not a folder name: lower-case words joined by dashes, like in-store-qr`,
      `links.csv:${row + 2}: Exception for Netherlands (nl), Address: "javascript:alert(1)" must start with https://`,
      "Nothing was written.",
    ]);
  });

  it("a row with a new slug creates its file in its group's folder", async () => {
    const { dir, content, rows } = await exported();
    writeRows(dir, [
      ...rows,
      'flyers,brand-new,"Spring flyer, page 2",/categories/kitchen/,"nl, de",us,flyer,print,spring,nl noTracking; de source=de-store medium=poster campaign=spring',
    ]);
    const { code, stdout } = await cli(dir, "import", "links.csv", "--content", content);
    expect(code).toBe(0);
    expect(stdout).toBe("1 file changed.\n");
    expect(readFileSync(path.join(content, "redirects", "flyers", "brand-new.yaml"), "utf8")).toBe(
      [
        "slug: brand-new",
        "note: Spring flyer, page 2",
        "target: /categories/kitchen/",
        "countries: [nl, de]",
        "fallback: us",
        "tracking: { source: flyer, medium: print, campaign: spring }",
        "overrides:",
        "  - { country: nl, noTracking: true }",
        "  - { country: de, tracking: { source: de-store, medium: poster, campaign: spring } }",
        "",
      ].join("\n"),
    );
    expect((await cli(dir, "lint", "--content", content)).code).toBe(0);
  });

  it("a link given another group is refused, naming where it is, until --move confirms moving it", async () => {
    const { dir, content, rows } = await exported();
    const at = rows.findIndex((row) => row.startsWith("in-store-qr,qr-kitchen-1,"));
    rows[at] = rows[at]?.replace("in-store-qr,", "packaging,") ?? "";
    const stderr = await refusedImport(dir, content, rows);
    expect(stderr).toBe(
      `links.csv:${at + 1}: the link qr-kitchen-1 is in the group in-store-qr: this row moves it to packaging. If that is the link you mean, confirm with --move\nNothing was written.\n`,
    );
    const dry = await cli(dir, "import", "links.csv", "--dry-run", "--move", "--content", content);
    expect(dry.stdout).toContain("--- content/redirects/in-store-qr/qr-kitchen-1.yaml\n+++ /dev/null\n");
    expect(dry.stdout).toContain("--- /dev/null\n+++ content/redirects/packaging/qr-kitchen-1.yaml\n");

    const before = readFileSync(path.join(content, "redirects", "in-store-qr", "qr-kitchen-1.yaml"), "utf8");
    const { code } = await cli(dir, "import", "links.csv", "--move", "--content", content);
    expect(code).toBe(0);
    expect(existsSync(path.join(content, "redirects", "in-store-qr", "qr-kitchen-1.yaml"))).toBe(false);
    expect(readFileSync(path.join(content, "redirects", "packaging", "qr-kitchen-1.yaml"), "utf8")).toBe(
      before,
    );
  });

  it("leaves links that are not in the CSV alone", async () => {
    const { dir, content, rows } = await exported();
    writeRows(dir, rows.slice(0, 2));
    const before = snapshot(content);
    const { code, stdout } = await cli(dir, "import", "links.csv", "--content", content);
    expect(code).toBe(0);
    expect(stdout).toBe("0 files changed.\n");
    expect(snapshot(content)).toEqual(before);
  });
});

describe("parseLinksCsv and linksCsv", () => {
  const { entries } = loadCampaignLinks(ROOT, FIXTURE_CONTENT).redirects;
  const links = entries.map(({ file, line: _line, ...entry }) => ({
    group: path.basename(path.dirname(file)),
    entry,
  }));

  it("read back every link as it was written", () => {
    const { links: read, problems } = parseLinksCsv(linksCsv(links));
    expect(problems).toEqual([]);
    expect(read.map(({ group, entry }) => ({ group, entry }))).toEqual(links);
    expect(read.map((link) => link.row)).toEqual(links.map((_, i) => i + 2));
  });

  it("reads names in any letter case, a byte order mark and columns in another order", () => {
    const text =
      "\uFEFFslug,group,note,target,countries,fallback,tracking_source,tracking_medium,tracking_campaign,overrides,retired\n" +
      "a-link,social,,/,nl,us,,,,nl NOTRACKING URL=https://x.example/?a=1;b,\n";
    const { links: read, problems } = parseLinksCsv(text);
    expect(problems).toEqual([]);
    expect(read[0]?.entry.overrides).toEqual([
      { country: "nl", noTracking: true, url: "https://x.example/?a=1;b" },
    ]);
  });

  it("names a missing or unknown column and an override setting it does not know", () => {
    expect(parseLinksCsv("group,slug,target\n").problems[0]?.message).toMatch(
      /^missing columns note, countries, .*: the columns are group, slug, note,/,
    );
    const row = "a,b,,/,nl,us,,,,nl taget=/x/,";
    const header =
      "group,slug,note,target,countries,fallback,tracking_source,tracking_medium,tracking_campaign,overrides,retired";
    expect(parseLinksCsv(`${header}\n${row}\n`).problems).toEqual([
      {
        row: 2,
        message:
          '"overrides": "taget=/x/" in the override of "nl" is not a setting: write target=…, url=…, shop=…, source=… medium=… campaign=…, or noTracking',
      },
    ]);
  });

  it("keeps a retired link retired, and refuses a spreadsheet without the retired column", () => {
    const retired = { group: "social", entry: { ...kitchenLink(), retired: "/" } };
    expect(parseLinksCsv(linksCsv([retired])).links[0]?.entry.retired).toBe("/");
    const withoutColumn = linksCsv([retired]).replace(/,retired\r?\n/, "\n");
    expect(parseLinksCsv(withoutColumn).problems[0]?.message).toMatch(/^missing column retired:/);
  });

  it("reports a quote that is not closed", () => {
    const { problems } = parseLinksCsv('group,slug\nsocial,"open\n');
    expect(problems[0]?.message).toMatch(/^this is not valid CSV/);
  });
});

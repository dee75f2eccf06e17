import { describe, expect, it } from "vitest";
import { importCounts, importWords, type ShownPlan } from "../../src/studio/import-view";
import { loadShops } from "../../src/shops/load-shops";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

const words = importWords(loadShops(FIXTURE_ROOT, FIXTURE_CONTENT));
const collections = [
  { name: "links-social", label: "Campaign links: Social posts", folder: "content/redirects/social" },
];

describe("the bulk import in the studio's words", () => {
  it("names changed cells by the form's labels", () => {
    expect(
      words.fields([
        { column: "target", before: "/a/", after: "/b/" },
        { column: "fallback", before: "us", after: "eu" },
        { column: "tracking_source", before: "", after: "flyer" },
        { column: "overrides", before: "nl noTracking", after: "" },
      ]),
    ).toEqual([
      { label: "Page", before: "/a/", after: "/b/" },
      { label: "Shop for every other country", before: "us", after: "eu" },
      { label: "Tracking: Source (utm_source)", before: "", after: "flyer" },
      { label: "Exceptions", before: "nl noTracking", after: "" },
    ]);
  });

  it("says each problem as `links.csv row N: …` with the field's label, and other links' mistakes by entry", () => {
    const plan: ShownPlan = {
      links: [],
      rowProblems: [
        { row: 3, message: '"slug": slugs are lower-case words joined by dashes, like qr-kitchen-1' },
        { row: 4, message: '"source": tracking values are lower-case letters' },
        { row: 5, message: '"bulk" points at /categories/prams/, a page the shops do not have' },
      ],
      fileProblems: [
        { file: "content/redirects/social/old.yaml", line: 2, message: '"xx" is not a known country code' },
      ],
      seen: "",
    };
    expect(words.problems(plan, "links.csv", collections)).toEqual([
      { text: "links.csv row 3: Short link: slugs are lower-case words joined by dashes, like qr-kitchen-1" },
      { text: "links.csv row 4: Source (utm_source): tracking values are lower-case letters" },
      { text: 'links.csv row 5: "bulk" points at /categories/prams/, a page the shops do not have' },
      {
        text: 'Campaign links: Social posts: old (not in the file) line 2: "xx" is not a known country code: fix it in the studio first',
        href: "#/collections/links-social/entries/old",
      },
    ]);
  });

  it("names groups as the studio does, and counts the links of each kind", () => {
    expect(words.groupName("in-store-qr")).toBe("In-store QR codes");
    expect(
      importCounts([
        { row: 2, slug: "a", group: "social", kind: "new" },
        {
          row: 3,
          slug: "b",
          group: "social",
          kind: "moved",
          fromGroup: "packaging",
          fields: [],
          confirmed: false,
        },
        { row: 4, slug: "c", group: "social", kind: "unchanged" },
        { row: 5, slug: "d", group: "social", kind: "unchanged" },
      ]),
    ).toEqual({ new: 1, changed: 0, moved: 1, unchanged: 2 });
  });
});

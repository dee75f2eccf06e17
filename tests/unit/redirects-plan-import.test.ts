import { describe, expect, it } from "vitest";
import { unconfirmedMoves } from "../../src/redirects/plan-import";
import { exportLinksCsv, planLinkImport } from "../../src/build/link-import";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

const exported = exportLinksCsv(FIXTURE_ROOT, FIXTURE_CONTENT).trimEnd().split("\n");
const [header = ""] = exported;
const rowOf = (slug: string) => exported.find((row) => row.split(",")[1] === slug) ?? "";

/** The plan of a CSV with the header and `rows`, on the fixture content. */
const plan = (rows: readonly string[], options: Parameters<typeof planLinkImport>[3] = {}) =>
  planLinkImport(FIXTURE_ROOT, FIXTURE_CONTENT, `${[header, ...rows].join("\n")}\n`, options);

const NEW_ROW = "social,spring-flyer,,/categories/kitchen/,nl de,us,,,,,";
const CHANGED_ROW = rowOf("baby-carrier-how-to").replace(
  "/guides/babywearing-guide/",
  "/categories/kitchen/",
);
/** qr-kitchen-1, of the in-store QR codes, given to the packaging group. */
const MOVED_ROW = rowOf("qr-kitchen-1").replace(/^in-store-qr,/, "packaging,");

describe("planImport: the difference per link", () => {
  it("tells new, changed, moved and unchanged links apart, with the cells that change", () => {
    const { links, rowProblems, fileProblems } = plan([
      NEW_ROW,
      CHANGED_ROW,
      MOVED_ROW,
      rowOf("qr-bathroom-1"),
    ]);
    expect({ rowProblems, fileProblems }).toEqual({ rowProblems: [], fileProblems: [] });
    expect(links).toEqual([
      { row: 2, slug: "spring-flyer", group: "social", kind: "new" },
      {
        row: 3,
        slug: "baby-carrier-how-to",
        group: "social",
        kind: "changed",
        fields: [{ column: "target", before: "/guides/babywearing-guide/", after: "/categories/kitchen/" }],
      },
      {
        row: 4,
        slug: "qr-kitchen-1",
        group: "packaging",
        kind: "moved",
        fromGroup: "in-store-qr",
        fields: [],
        confirmed: false,
      },
      { row: 5, slug: "qr-bathroom-1", group: "in-store-qr", kind: "unchanged" },
    ]);
  });

  it("a move not confirmed makes no change at all; confirmed, it takes the file to the new group", () => {
    const refused = plan([NEW_ROW, MOVED_ROW]);
    expect(refused.changes).toEqual([]);
    expect(unconfirmedMoves(refused).map((link) => link.slug)).toEqual(["qr-kitchen-1"]);

    for (const confirmedMoves of [new Set(["qr-kitchen-1"]), "all" as const]) {
      const { changes, links } = plan([NEW_ROW, MOVED_ROW], { confirmedMoves });
      expect(links[1]).toMatchObject({ kind: "moved", confirmed: true });
      expect(
        changes.map(({ name, before, after }) => [name, before !== undefined, after !== undefined]),
      ).toEqual([
        ["social/spring-flyer.yaml", false, true],
        ["in-store-qr/qr-kitchen-1.yaml", true, false],
        ["packaging/qr-kitchen-1.yaml", false, true],
      ]);
    }
    expect(plan([MOVED_ROW], { confirmedMoves: new Set(["qr-bathroom-1"]) }).changes).toEqual([]);
  });

  it("a moved link that also changes shows the cells that change", () => {
    const row = MOVED_ROW.replace("/categories/kitchen/", "/categories/bathroom/");
    expect(plan([row]).links[0]).toMatchObject({
      kind: "moved",
      fields: [{ column: "target", before: "/categories/kitchen/", after: "/categories/bathroom/" }],
    });
  });

  it("refuses a group that is not one of `groups`, and a short link given twice, by row", () => {
    const groups = ["social", "packaging", "in-store-qr", "products-and-guides"];
    const { rowProblems, changes } = plan([NEW_ROW.replace("social,", "flyers,"), CHANGED_ROW, CHANGED_ROW], {
      groups,
    });
    expect(changes).toEqual([]);
    expect(rowProblems).toEqual([
      {
        row: 2,
        message:
          '"group": "flyers" is not a group: the groups are social, packaging, in-store-qr, products-and-guides',
      },
      { row: 4, message: 'the short link "baby-carrier-how-to" is already in row 3' },
    ]);
  });

  it("names the row of a link the table's checks refuse, and makes no change", () => {
    const { rowProblems, changes, links } = plan([
      NEW_ROW,
      NEW_ROW.replace("spring-flyer", "bad-page").replace("/categories/kitchen/", "/categories/prams/"),
    ]);
    expect(changes).toEqual([]);
    expect(rowProblems).toEqual([{ row: 3, message: "Page: the shops have no page /categories/prams/" }]);
    expect(links.map((link) => link.kind)).toEqual(["new", "new"]);
  });
});

describe("exportLinksCsv", () => {
  it("writes every link of the table, each in its group", () => {
    expect(exported[0]).toBe(
      "group,slug,note,target,countries,fallback,tracking_source,tracking_medium,tracking_campaign,overrides,retired",
    );
    expect(rowOf("qr-kitchen-1")).toMatch(/^in-store-qr,qr-kitchen-1,,\/categories\/kitchen\/,us de se/);
  });
});

import { describe, expect, it } from "vitest";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { buildMatrix, matrixCsv, matrixHtml, type Matrix } from "../../src/redirects/matrix";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { shopCountries } from "../../src/redirects/visitor-countries";
import { redirectRule as rule } from "./support/redirects";
import { FIXTURE_ROOT } from "./support/fixture-content";

const NL_KITCHEN = "https://nl.babyshop.example/categories/kitchen/";
const US_KITCHEN = "https://www.babyshop.example/categories/kitchen/";
const DE_GIFTS = "https://de.babyshop.example/guides/gift-guide/";
const EU_GIFTS = "https://eu.babyshop.example/guides/gift-guide/";

// Written out of alphabetical order on purpose.
const RULES = [
  rule("/redirects/qr-kitchen-1/", NL_KITCHEN, "nl"),
  rule("/redirects/qr-kitchen-1/", US_KITCHEN),
  rule("/redirects/gift-guide/", DE_GIFTS, "de"),
  rule("/redirects/gift-guide/", EU_GIFTS),
];

describe("buildMatrix", () => {
  const countries = ["de", "nl", "be"];
  const matrix = buildMatrix(indexRules(RULES), countries);

  it("has one row per slug, sorted by slug", () => {
    expect(matrix.rows.map((row) => row.slug)).toEqual(["gift-guide", "qr-kitchen-1"]);
  });

  it("has one column per country, in the order given", () => {
    expect(matrix.countries).toEqual(["de", "nl", "be"]);
    for (const row of matrix.rows) expect(row.targets).toHaveLength(3);
  });

  it("puts each country's target in its column and the fallback in the row", () => {
    expect(matrix.rows).toEqual([
      { slug: "gift-guide", targets: [DE_GIFTS, EU_GIFTS, EU_GIFTS], fallback: EU_GIFTS },
      { slug: "qr-kitchen-1", targets: [US_KITCHEN, NL_KITCHEN, US_KITCHEN], fallback: US_KITCHEN },
    ]);
  });

  it("does not share the countries array it was given", () => {
    expect(matrix.countries).not.toBe(countries);
  });

  it("has no rows for no rules and no columns for no countries", () => {
    expect(buildMatrix(indexRules([]), ["nl"])).toEqual({ countries: ["nl"], rows: [] });
    expect(buildMatrix(indexRules(RULES), []).rows.map((row) => row.targets)).toEqual([[], []]);
  });
});

/** A matrix of one link, `slug`, sending nl to `target` and the other countries to `fallback`. */
const oneLink = (slug: string, target: string, fallback: string): Matrix => ({
  countries: ["nl"],
  rows: [{ slug, targets: [target], fallback }],
});

describe("matrixCsv", () => {
  it("writes a header, one line per slug and a final newline", () => {
    const csv = matrixCsv(buildMatrix(indexRules(RULES), ["de", "nl"]));
    expect(csv).toBe(
      [
        "slug,de,nl,other countries",
        `gift-guide,${DE_GIFTS},${EU_GIFTS},${EU_GIFTS}`,
        `qr-kitchen-1,${US_KITCHEN},${NL_KITCHEN},${US_KITCHEN}`,
        "",
      ].join("\n"),
    );
  });

  it("quotes cells with commas, quotes or line breaks and doubles the quotes", () => {
    const matrix = oneLink(
      "odd",
      'https://nl.babyshop.example/?a=1,2&b="x"',
      "https://www.babyshop.example/\nnext",
    );
    expect(matrixCsv(matrix)).toBe(
      'slug,nl,other countries\nodd,"https://nl.babyshop.example/?a=1,2&b=""x""","https://www.babyshop.example/\nnext"\n',
    );
  });

  it("leaves ordinary cells unquoted", () => {
    const csv = matrixCsv(buildMatrix(indexRules(RULES), ["de"]));
    expect(csv).not.toContain('"');
  });
});

describe("matrixHtml", () => {
  const matrix = buildMatrix(indexRules(RULES), ["de", "nl"]);
  const html = matrixHtml(matrix);

  it("is a complete page with a heading cell per country and for other countries", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<tr><th>slug</th><th>de</th><th>nl</th><th>other countries</th></tr>");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("writes one table row per slug with one cell per country and one for the fallback", () => {
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    const rows = body.match(/<tr>.*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.match(/<td/g)).toHaveLength(3);
    expect(rows[0]).toContain("<th>gift-guide</th>");
    expect(rows[1]).toContain("<th>qr-kitchen-1</th>");
  });

  it("links each cell to its full target and shows the shop and path", () => {
    expect(html).toContain(
      `<td><a href="${DE_GIFTS}" title="${DE_GIFTS}">de.babyshop.example/guides/gift-guide/</a></td>`,
    );
    expect(html).toContain(
      `<td><a href="${NL_KITCHEN}" title="${NL_KITCHEN}">nl.babyshop.example/categories/kitchen/</a></td>`,
    );
  });

  it("marks the cells of countries that get the fallback, but not the fallback column", () => {
    const row = (slug: string) => html.split("\n").find((line) => line.includes(`<th>${slug}</th>`)) ?? "";
    // gift-guide: de has its own target, nl gets the fallback.
    expect(row("gift-guide")).toBe(
      `<tr><th>gift-guide</th>` +
        `<td><a href="${DE_GIFTS}" title="${DE_GIFTS}">de.babyshop.example/guides/gift-guide/</a></td>` +
        `<td class="fallback"><a href="${EU_GIFTS}" title="${EU_GIFTS}">eu.babyshop.example/guides/gift-guide/</a></td>` +
        `<td><a href="${EU_GIFTS}" title="${EU_GIFTS}">eu.babyshop.example/guides/gift-guide/</a></td></tr>`,
    );
    expect(row("qr-kitchen-1").match(/class="fallback"/g)).toHaveLength(1);
  });

  it("escapes slugs and addresses", () => {
    const odd = oneLink(
      "<b>&slug",
      'https://nl.babyshop.example/a/?q="<x>"&y=1',
      "https://www.babyshop.example/",
    );
    const page = matrixHtml(odd);
    expect(page).toContain("<th>&lt;b&gt;&amp;slug</th>");
    expect(page).toContain('href="https://nl.babyshop.example/a/?q=&quot;&lt;x&gt;&quot;&amp;y=1"');
    expect(page).not.toContain("<b>");
    expect(page).not.toContain('"<x>"');
  });
});

describe("the matrix of the fixture table", () => {
  const {
    shops,
    redirects: { entries, rules },
  } = loadCampaignLinks(FIXTURE_ROOT);
  const index = indexRules(rules);
  const matrix = buildMatrix(index, shopCountries(shops));

  it("has a row per entry and a column per country a shop sells to", () => {
    // Sorted by path: "/redirects/baby-carrier-one-air/" comes before "/redirects/baby-carrier-one/".
    expect(matrix.rows.map((row) => `/redirects/${row.slug}/`)).toEqual(
      entries.map((entry) => `/redirects/${entry.slug}/`).sort(),
    );
    expect(matrix.countries).toEqual(shopCountries(shops));
  });

  it("agrees with resolveRule in every cell", () => {
    for (const row of matrix.rows) {
      const slugRules = rulesFor(index, row.slug) ?? [];
      row.targets.forEach((cell, i) => {
        expect(cell).toBe(resolveRule(slugRules, matrix.countries[i]).toPath);
      });
      expect(row.fallback).toBe(slugRules.at(-1)?.toPath);
    }
  });

  it("writes a CSV line per slug plus the header", () => {
    const lines = matrixCsv(matrix).trimEnd().split("\n");
    expect(lines).toHaveLength(entries.length + 1);
    expect(lines[0]).toBe(["slug", ...shopCountries(shops), "other countries"].join(","));
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import type { Catalogue } from "../../src/catalogue/schema";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import { loadGuides } from "../../src/guides/load-guides";
import type { Guide } from "../../src/guides/schema";
import { loadMerchandising } from "../../src/search/merchandising/load-merchandising";
import { PAGE_TYPES } from "../../src/search/merchandising/schema";
import { shopPagePaths } from "../../src/build/shop-pages";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

let catalogue: Catalogue;
let guides: Guide[];
let root: string;

beforeEach(() => {
  catalogue ??= loadCatalogue(FIXTURE_ROOT, FIXTURE_CONTENT, FRESH_ENGINE_OFFERS);
  guides ??= loadGuides(
    FIXTURE_ROOT,
    FIXTURE_CONTENT,
    new Set(catalogue.products.map((product) => product.handle)),
  );
  root = fs.mkdtempSync(path.join(os.tmpdir(), "search-merchandising-"));
  fs.cpSync(path.join(FIXTURE_CONTENT, "search"), path.join(root, "content", "search"), { recursive: true });
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const load = () =>
  loadMerchandising(root, path.join(root, "content"), catalogue, guides, shopPagePaths(catalogue, guides));

/** Replaces `from`, which must be in a file of the copy once, with `to`. */
function edit(file: string, from: string, to: string): void {
  const absolute = path.join(root, "content", "search", file);
  const text = fs.readFileSync(absolute, "utf8");
  if (text.split(from).length !== 2) throw new Error(`"${from}" is not in ${file} once`);
  fs.writeFileSync(absolute, text.replace(from, to));
}

/** The 1-based line where `needle` (which may span lines) starts, in the file as it is now. */
function lineOf(file: string, needle: string): number {
  const text = fs.readFileSync(path.join(root, "content", "search", file), "utf8");
  if (text.split(needle).length !== 2) throw new Error(`"${needle}" is not in ${file} once`);
  return text.slice(0, text.indexOf(needle)).split("\n").length;
}

function problems(): ContentProblem[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error("expected a ContentError");
}

/** The problem expected in `file` on the line where `needle` starts. */
const at = (file: string, needle: string, message: string | RegExp) => ({
  file: `content/search/${file}`,
  line: lineOf(file, needle),
  message: typeof message === "string" ? message : expect.stringMatching(message),
});

describe("the merchandising content", () => {
  it("loads, with a December campaign and recommendations for every page type, hidden and static", () => {
    const { banners, keywordRedirects, recommendations, synonyms } = load();
    expect(banners.find((banner) => banner.name === "December bouncer campaign")).toMatchObject({
      startDate: "2026/12/01",
      endDate: "2026/12/31",
      showForTerms: expect.arrayContaining(["bouncer"]),
    });
    expect(banners.find((banner) => banner.name === "Gift guide")).toMatchObject({
      showForTerms: null,
      endDate: "",
    });
    expect(keywordRedirects.find((redirect) => redirect.keywords.includes("winkels"))!.page).toBe("/stores/");
    expect(new Set(recommendations.map((rec) => rec.pageType))).toEqual(new Set(PAGE_TYPES));
    expect(synonyms["nl-NL"]).toContainEqual({ when: ["reisbedje"], alsoSearch: ["campingbed"] });
    expect(synonyms["en-US"]).toContainEqual({ when: ["cot"], alsoSearch: ["crib"] });
    expect(recommendations.map((rec) => rec.action)).toEqual(
      expect.arrayContaining(["HIDE_RECOMMENDATION", "STATIC_CONTENT"]),
    );
  });

  it("takes each of the eleven recommendation logics the shop offers, on a page type that offers it", () => {
    const logicsByPageType: Record<string, string[]> = {
      HOME: ["TRENDING", "TRENDING_PERSONALIZED", "RECENTLY_VIEWED"],
      CATEGORY: ["NEWEST_ARRIVALS", "CUSTOM_LOGIC"],
      PRODUCT: ["OTHER_ALSO_VIEWED", "SIMILAR", "BOUGHT_TOGETHER_PDP", "VISUALLY_SIMILAR"],
      CHECKOUT: ["BOUGHT_TOGETHER"],
    };
    const logics = Object.entries(logicsByPageType).flatMap(([pageType, names]) =>
      names.map((logic) => [pageType, logic] as const),
    );
    const entries = logics.map(
      ([pageType, logic]) =>
        `  - key: ${logic.toLowerCase().replaceAll("_", "-")}\n` +
        `    title: { nl-NL: Titel, en-US: Title }\n` +
        `    pageType: ${pageType}\n    logic: ${logic}\n    maxProducts: 4\n`,
    );
    // HAND_PICKED is the eleventh, already in the file with its products.
    edit("recommendations.yaml", "recommendations:\n", `recommendations:\n${entries.join("")}`);
    const loaded = load().recommendations.map((rec) => rec.logic);
    expect(new Set(loaded)).toEqual(new Set([...logics.map(([, logic]) => logic), "HAND_PICKED"]));
    expect(new Set(loaded).size).toBe(11);
  });
});

type Edit = [from: string, to: string];
type Expected = [needle: string, message: string | RegExp];
const nowhere =
  "showOnLandingPage: false\n    showOnQuickSearch: false\n    showOnCategoryPage: false\n    position: bottom";
const categoryLogics = "TRENDING, TRENDING_PERSONALIZED, NEWEST_ARRIVALS, HAND_PICKED, CUSTOM_LOGIC";

describe("loadMerchandising reports, with file and line", () => {
  it.each<{ name: string; file: string; edits: Edit[]; expected: Expected[] }>([
    {
      name: "a date that does not exist",
      file: "banners.yaml",
      edits: [["startDate: 2026/12/01", "startDate: 2026/13/01"]],
      expected: [["2026/13/01", '"startDate": write a date that exists as YYYY/MM/DD, like 2026/12/01']],
    },
    {
      name: "a banner that ends before it starts",
      file: "banners.yaml",
      edits: [["endDate: 2026/12/31", "endDate: 2026/11/30"]],
      expected: [["2026/11/30", "the banner ends (2026/11/30) before it starts (2026/12/01)"]],
    },
    {
      name: "a banner link that is not a page, an image that does not exist, and a banner shown nowhere",
      file: "banners.yaml",
      edits: [
        ["link: /guides/gift-guide/", "link: /guides/gifts/"],
        ["image: /images/guides/bouncer-guide.svg", "image: /images/guides/bouncer.svg"],
        [nowhere.replace("showOnCategoryPage: false", "showOnCategoryPage: true"), nowhere],
      ],
      expected: [
        ["/guides/gifts/", "/guides/gifts/ is not a page of the shops"],
        ["/images/guides/bouncer.svg", "there is no image /images/guides/bouncer.svg"],
        [nowhere, "set at least one of showOnLandingPage, showOnQuickSearch, showOnCategoryPage"],
      ],
    },
    {
      name: "a search term in capitals and an unknown field",
      file: "banners.yaml",
      edits: [
        ["showForTerms: [bouncer, bouncers, wipstoel]", "showForTerms: [Bouncer]"],
        ["startDate: 2025/03/01", "startDate: 2025/03/01\n    colour: red"],
      ],
      expected: [
        ["- name: Babywearing", 'unknown field "colour" in entry 2 of "banners": check the spelling'],
        ["[Bouncer]", /^"showForTerms": write search terms in lower case/],
      ],
    },
    {
      name: "a keyword page that does not exist, and a keyword that leads to two pages",
      file: "keyword-redirects.yaml",
      edits: [
        ["page: /cart/", "page: /basket/"],
        ["[gift, gifts, cadeau, cadeaus]", "[gift, gifts, cadeau, cadeaus, retour]"],
      ],
      expected: [
        ["/basket/", "/basket/ is not a page of the shops"],
        ["cadeaus, retour", '"retour" already leads to /guides/returns/'],
      ],
    },
    {
      name: "a recommendation key used twice, and a logic that does not suit the page type",
      file: "recommendations.yaml",
      edits: [
        ["key: home-new-arrivals", "key: home-trending"],
        ["pageType: CATEGORY\n    logic: TRENDING", "pageType: CATEGORY\n    logic: SIMILAR"],
      ],
      expected: [
        ["key: home-trending\n    title:\n      nl-NL: Nieuw", 'the key "home-trending" is used twice'],
        [
          "logic: SIMILAR\n    maxProducts: 4\n  - key: product-similar",
          `a CATEGORY recommendation uses one of: ${categoryLogics}`,
        ],
      ],
    },
    {
      name: "hand-picked products that are unknown, and products for another logic",
      file: "recommendations.yaml",
      edits: [
        ["products: [baby-carrier-one,", "products: [baby-carrier-two,"],
        [
          "logic: NEWEST_ARRIVALS\n    maxProducts: 8",
          "logic: NEWEST_ARRIVALS\n    maxProducts: 8\n    products: [potty]",
        ],
      ],
      expected: [
        ["products: [potty]", "products are listed only for HAND_PICKED"],
        ["baby-carrier-two", 'there is no product "baby-carrier-two"'],
      ],
    },
    {
      name: "a maximum number of products out of range",
      file: "recommendations.yaml",
      edits: [["RECENTLY_VIEWED\n    maxProducts: 6", "RECENTLY_VIEWED\n    maxProducts: 0"]],
      expected: [["maxProducts: 0", '"maxProducts": show a whole number of products, from 1 to 24']],
    },
    {
      name: "static content without the action, and an action without static content (at the group's first line)",
      file: "recommendations.yaml",
      edits: [
        ["action: HIDE_RECOMMENDATION", "action: STATIC_CONTENT\n    # hidden"],
        ["    action: STATIC_CONTENT\n    staticContent:", "    staticContent:"],
      ],
      expected: [
        ["action: STATIC_CONTENT\n    # hidden", "describe the staticContent to show"],
        ["link: /guides/gift-guide/", "staticContent is shown only with action STATIC_CONTENT"],
      ],
    },
    {
      name: "synonyms that are not a list of words, and a word in capitals",
      file: "synonyms.yaml",
      edits: [["    - wieg, wiegje\n", "    - wieg\n    - Wiegje => wieg\n"]],
      expected: [
        ["- wieg\n", 'write words that mean the same as "pram, stroller", or "travel cot => travel crib"'],
        ["- Wiegje => wieg", 'write "Wiegje" in lower case with single spaces, between commas'],
      ],
    },
  ])("$name", ({ file, edits, expected }) => {
    for (const [from, to] of edits) edit(file, from, to);
    expect(problems()).toEqual(expected.map(([needle, message]) => at(file, needle, message)));
  });

  it("a word given synonyms twice, pointing at the line that gave them first", () => {
    edit("synonyms.yaml", "    - wieg, wiegje\n", "    - ledikant => ledikantje\n");
    const first = lineOf("synonyms.yaml", "- ledikant => babybed");
    expect(problems()).toEqual([
      at(
        "synonyms.yaml",
        "- ledikant => ledikantje",
        `"ledikant" already has synonyms on line ${first}: add them there`,
      ),
    ]);
  });
});

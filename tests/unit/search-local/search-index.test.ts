import { describe, expect, it } from "vitest";
import {
  createSearchIndex,
  foldTerm,
  matchTerm as matchTerms,
  type SearchIndex,
} from "../../../services/search-local/search-index";
import { product } from "./fixture-records";
import { shopIndex } from "./local-service";

/** One term, no synonyms; scores by record id. */
const matchTerm = (
  index: SearchIndex,
  term: string,
  ...rest: DropFirstTwo<Parameters<typeof matchTerms>>
) => {
  const match = matchTerms(index, [term], ...rest);
  return {
    typeOfSearch: match.typeOfSearch,
    scores: new Map(match.results.map((result) => [String(result.id), result.score])),
  };
};
type DropFirstTwo<T extends unknown[]> = T extends [unknown, unknown, ...infer Rest] ? Rest : never;

const en = () => shopIndex("local-us-en-US");
const nl = () => shopIndex("local-nl-nl-NL");
const everything = () => true;
const products = (id: string) => !id.includes(":");
const ids = (scores: Map<string, number>) => [...scores.keys()];
const best = (scores: Map<string, number>) => [...scores].sort((a, b) => b[1] - a[1])[0]![0];

describe("matchTerm", () => {
  it("completes the last word (WILDCARD_AND) and weighs names above descriptions", () => {
    const match = matchTerm(en().search, "travel cr", "DEFAULT", products);
    expect(match.typeOfSearch).toBe("WILDCARD_AND");
    expect(en().lookup.get(best(match.scores))!.fields.name).toMatch(/^Travel Crib/);
    expect(ids(match.scores)).toEqual(
      expect.arrayContaining(["travel-crib-light", "travel-crib-bag", "travel-crib-mattress"]),
    );
  });

  it("ranks a word in the name above the same word in descriptions", () => {
    const match = matchTerm(en().search, "hood", "DEFAULT", products);
    expect(match.scores.size).toBeGreaterThan(1);
    expect(best(match.scores)).toBe("carrier-hood");
  });

  it("falls back to typo tolerance (FUZZY_AND), then to any word (WILDCARD_OR)", () => {
    expect(matchTerm(en().search, "matress", "DEFAULT", everything).typeOfSearch).toBe("FUZZY_AND");
    const either = matchTerm(en().search, "cradle xylophone", "DEFAULT", everything);
    expect(either.typeOfSearch).toBe("WILDCARD_OR");
    expect(ids(either.scores)).toContain("cradle");
  });

  it("keeps to one way of matching when asked for it, and to the steps the preferences leave", () => {
    expect(matchTerm(en().search, "matress", "WILDCARD_AND", everything).scores.size).toBe(0);
    expect(matchTerm(en().search, "matress", "DEFAULT", everything, ["disableFuzzyMatch"]).scores.size).toBe(
      0,
    );
    expect(matchTerm(en().search, "crad", "AND", everything).scores.size).toBe(0);
    expect(
      matchTerm(en().search, "crad", "DEFAULT", everything, ["disableWildcard", "disableFuzzyMatch"])
        .typeOfSearch,
    ).toBe("AND");
  });

  it("matches only the records it is allowed to, and searches each language's texts", () => {
    const onlyGuides = matchTerm(en().search, "carrier", "DEFAULT", (id) => id.startsWith("guide:"));
    expect(ids(onlyGuides.scores).every((id) => id.startsWith("guide:"))).toBe(true);
    expect(ids(matchTerm(nl().search, "wipstoel", "DEFAULT", everything).scores)).toContain("bouncer-bliss");
    expect(matchTerm(en().search, "wipstoel", "DEFAULT", everything).scores.size).toBe(0);
  });

  it("ignores letter case and accents", () => {
    expect(foldTerm("Crème BRÛLÉE")).toBe("creme brulee");
    expect(ids(matchTerm(en().search, "CRADLE", "DEFAULT", everything).scores)).toContain("cradle");
  });
});

describe("ranking", () => {
  /** Products with only the texts a test gives them, indexed in English. */
  const index = (texts: Record<string, { name: string; category?: string; description?: string }>) =>
    createSearchIndex(
      Object.entries(texts).map(([id, { name, category = "Other things", description = "" }]) => ({
        ...product({ id }),
        text: { name, category, description },
      })),
      "en-US",
    );
  const order = (search: SearchIndex, term: string) =>
    [...matchTerm(search, term, "DEFAULT", () => true).scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);

  it("weighs a word in the name above the category's name, and that above the description", () => {
    const search = index({
      described: { name: "Nursing Pillow", description: "Soft as a blanket, and the size of one." },
      categorised: { name: "Muslin Square", category: "Baby blankets" },
      named: { name: "Blanket Light" },
    });
    expect(order(search, "blanket")).toEqual(["named", "categorised", "described"]);
  });

  it("ranks a typo of a product's name above the same typo of an accessory's description", () => {
    const search = index({
      accessory: { name: "Seat Cover", category: "Bouncer accessories", description: "Fits the bouncer." },
      bouncer: { name: "Bouncer Easy", category: "Bouncers" },
    });
    expect(order(search, "bounser")[0]).toBe("bouncer");
  });

  it("puts the products a word names above their accessories that have it in their names too", () => {
    const search = index({
      bag: { name: "Bouncer Travel Bag", category: "Bouncer accessories", description: "Carry the bouncer." },
      bouncer: { name: "Bouncer Balance Soft", category: "Bouncers", description: "A bouncer." },
    });
    expect(order(search, "bouncer")).toEqual(["bouncer", "bag"]);
    expect(order(search, "bouncers")).toEqual(["bouncer", "bag"]);
  });
});

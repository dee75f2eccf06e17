import { describe, expect, it } from "vitest";
import { withSynonyms } from "../../../services/search-local/query-synonyms";

const rules = [
  { when: ["cot"], alsoSearch: ["crib"] },
  { when: ["pram", "stroller"], alsoSearch: ["pram", "stroller"] },
];

describe("withSynonyms", () => {
  it("adds the term said with each synonym of a word found whole in it", () => {
    expect(withSynonyms("travel cot", rules)).toEqual(["travel cot", "travel crib"]);
    expect(withSynonyms("pram", rules)).toEqual(["pram", "stroller"]);
    expect(withSynonyms("stroller cover", rules)).toEqual(["stroller cover", "pram cover"]);
  });

  it("goes one way only where the rule says so, and never inside a word", () => {
    expect(withSynonyms("crib", rules)).toEqual(["crib"]);
    expect(withSynonyms("cotton", rules)).toEqual(["cotton"]);
  });
});

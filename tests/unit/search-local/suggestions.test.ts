import { describe, expect, it } from "vitest";
import { suggest } from "../../../services/search-local/suggestions";
import { shopIndex } from "./local-service";

const plain = { limit: 10, highlight: ["", ""] as [string, string] };
const suggestions = (query: string, options = plain, apiKey = "local-us-en-US") =>
  suggest(shopIndex(apiKey), query, options);

describe("suggest", () => {
  it("completes product and category names, those starting with the query first", () => {
    const completions = suggestions("crad");
    expect(completions[0]).toMatch(/^crad/);
    expect(completions).toEqual(expect.arrayContaining(["cradle", "cradles", "cradle mattress"]));
    for (const text of completions) expect(text).toMatch(/\bcrad/);
  });

  it("completes the last of several words", () => {
    expect(suggestions("travel crib m")).toEqual(["travel crib comfort mattress"]);
  });

  it("forgives a typo when nothing starts with what was typed", () => {
    expect(suggestions("matress")).toEqual(expect.arrayContaining(["crib mattress", "cradle mattress"]));
  });

  it("suggests in the key's language, at most the limit", () => {
    expect(suggestions("wieg", plain, "local-nl-nl-NL")).toContain("wieg");
    expect(suggestions("b", { ...plain, limit: 3 })).toHaveLength(3);
    expect(suggestions("  ")).toEqual([]);
  });

  it("marks the typed part of each matched word", () => {
    const bold = { limit: 5, highlight: ["<b>", "</b>"] as [string, string] };
    expect(suggestions("travel crib m", bold)).toEqual(["<b>travel</b> <b>crib</b> comfort <b>m</b>attress"]);
    expect(suggestions("bouncr", bold)[0]).toMatch(/^<b>bounc<\/b>er/);
  });
});

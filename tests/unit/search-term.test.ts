import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseSearchTerm } from "../../src/search/search-term";

describe("normaliseSearchTerm", () => {
  it.each([
    [
      "collapses runs of whitespace of any kind into one space",
      "baby \t\n  carrier\u00a0 one",
      "baby carrier one",
    ],
    ["trims and lower-cases", "   Bouncer BLISS  ", "bouncer bliss"],
    ["lower-cases letters with accents", "ÉÉN Wipstoel", "één wipstoel"],
    ["is empty for an empty term", "", ""],
    ["is empty for a whitespace-only term", " \t\n ", ""],
  ])("%s", (_, term, normal) => {
    expect(normaliseSearchTerm(term)).toBe(normal);
  });

  it.each([
    ["<script>alert(1)</script>", "script alert(1) /script"],
    ['"><img src=x onerror="x()">', '" img src=x onerror="x()"'],
    ["0-6 months > 3 kg", "0-6 months 3 kg"],
  ])("reads angle brackets as spaces, so that a term is never markup: %s", (term, normal) => {
    expect(normaliseSearchTerm(term)).toBe(normal);
  });

  it.each([
    ["A".repeat(150), "a".repeat(100)],
    [`   ${"b".repeat(100)}`, "b".repeat(100)],
    ["c".repeat(100), "c".repeat(100)],
  ])("bounds the term to 100 characters (case %#)", (term, bounded) => {
    expect(normaliseSearchTerm(term)).toBe(bounded);
  });

  it("keeps the result lower-case, single-spaced and at most 100 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (term) => {
        const result = normaliseSearchTerm(term);
        expect(result.length).toBeLessThanOrEqual(100);
        expect(result).toBe(result.toLowerCase());
        expect(result).not.toMatch(/\s\s/);
        expect(result).not.toMatch(/^\s/);
        expect(result).not.toMatch(/[<>]/);
      }),
    );
  });

  it("never ends in whitespace, also when cut at 100 characters", () => {
    const term = `${"a".repeat(99)} b`;
    expect(normaliseSearchTerm(term)).toBe("a".repeat(99));
    expect(normaliseSearchTerm(normaliseSearchTerm(term))).toBe(normaliseSearchTerm(term));
  });

  it("does not cut a character in half at the bound", () => {
    const result = normaliseSearchTerm(`${"a".repeat(99)}😀`);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

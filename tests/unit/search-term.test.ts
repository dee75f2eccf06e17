import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseSearchTerm } from "../../src/search/search-term";

describe("normaliseSearchTerm", () => {
  it("collapses runs of whitespace of any kind into one space", () => {
    expect(normaliseSearchTerm("baby \t\n  carrier\u00a0 one")).toBe("baby carrier one");
  });

  it("trims and lower-cases", () => {
    expect(normaliseSearchTerm("   Bouncer BLISS  ")).toBe("bouncer bliss");
    expect(normaliseSearchTerm("ÉÉN Wipstoel")).toBe("één wipstoel");
  });

  it("is empty for an empty or whitespace-only term", () => {
    expect(normaliseSearchTerm("")).toBe("");
    expect(normaliseSearchTerm(" \t\n ")).toBe("");
  });

  it("reads angle brackets as spaces, so that a term is never markup", () => {
    expect(normaliseSearchTerm("<script>alert(1)</script>")).toBe("script alert(1) /script");
    expect(normaliseSearchTerm('"><img src=x onerror="x()">')).toBe('" img src=x onerror="x()"');
    expect(normaliseSearchTerm("0-6 months > 3 kg")).toBe("0-6 months 3 kg");
  });

  it("bounds the term to 100 characters", () => {
    expect(normaliseSearchTerm("A".repeat(150))).toBe("a".repeat(100));
    expect(normaliseSearchTerm(`   ${"b".repeat(100)}`)).toBe("b".repeat(100));
    expect(normaliseSearchTerm("c".repeat(100))).toBe("c".repeat(100));
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

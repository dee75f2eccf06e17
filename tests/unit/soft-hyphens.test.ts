import { describe, expect, it } from "vitest";
import { softHyphens } from "../../src/catalogue/soft-hyphens";

describe("softHyphens", () => {
  it.each([
    ["Draagzakaccessoires", "Draagzak\u00ADaccessoires"],
    ["Wipstoelaccessoires", "Wipstoel\u00ADaccessoires"],
  ])("lets a long Dutch compound break before its ending, with a hyphen: %s", (name, hyphenated) => {
    expect(softHyphens(name, "nl-NL")).toBe(hyphenated);
  });

  it.each([
    ["the ending as a word of its own", "Accessoires voor draagzakken", "nl-NL"],
    ["a short start", "Badaccessoires", "nl-NL"],
    ["another language", "Carrier accessories", "en-US"],
  ])("leaves alone %s: %s", (_, name, language) => {
    expect(softHyphens(name, language)).toBe(name);
  });
});

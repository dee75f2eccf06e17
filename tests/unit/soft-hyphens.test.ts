import { describe, expect, it } from "vitest";
import { softHyphens } from "../../src/catalogue/soft-hyphens";

describe("softHyphens", () => {
  it("lets a long Dutch compound break before its ending, with a hyphen", () => {
    for (const start of ["Draagzak", "Wipstoel"])
      expect(softHyphens(`${start}accessoires`, "nl-NL")).toBe(`${start}\u00ADaccessoires`);
  });

  it("lets a long Dutch word break before -heid, as in a category's title", () => {
    expect(softHyphens("Badtijd en zindelijkheid, stap voor stap", "nl-NL")).toBe(
      "Badtijd en zindelijk\u00ADheid, stap voor stap",
    );
  });

  it("leaves the ending alone as a word of its own, short starts and other languages", () => {
    const languages = {
      "Accessoires voor draagzakken": "nl-NL",
      Badaccessoires: "nl-NL",
      "Carrier accessories": "en-US",
    };
    for (const [name, language] of Object.entries(languages))
      expect(softHyphens(name, language), name).toBe(name);
  });
});

import { describe, expect, it } from "vitest";
import { softHyphens } from "../../src/catalogue/soft-hyphens";

describe("softHyphens", () => {
  it("lets a long Dutch compound break before its ending, with a hyphen", () => {
    expect(softHyphens("Draagzakaccessoires", "nl-NL")).toBe("Draagzak\u00ADaccessoires");
    expect(softHyphens("Wipstoelaccessoires", "nl-NL")).toBe("Wipstoel\u00ADaccessoires");
  });

  it("leaves the ending alone as a word of its own, short starts and other languages", () => {
    expect(softHyphens("Accessoires voor draagzakken", "nl-NL")).toBe("Accessoires voor draagzakken");
    expect(softHyphens("Badaccessoires", "nl-NL")).toBe("Badaccessoires");
    expect(softHyphens("Carrier accessories", "en-US")).toBe("Carrier accessories");
  });
});

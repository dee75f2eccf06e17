import { describe, expect, it } from "vitest";
import { countryInSentence, countryName } from "../../src/format/country-name";

describe("country names in the page's language", () => {
  it("are the language's own names", () => {
    expect(countryName("nl", "nl-NL")).toBe("Nederland");
    expect(countryName("NL", "en-US")).toBe("Netherlands");
    expect(countryName("de", "nl-NL")).toBe("Duitsland");
  });

  it("take the article the language puts before them in a sentence", () => {
    expect(countryInSentence("nl", "en-US")).toBe("the Netherlands");
    expect(countryInSentence("us", "en-US")).toBe("the United States");
    expect(countryInSentence("gb", "nl-NL")).toBe("het Verenigd Koninkrijk");
    expect(countryInSentence("us", "nl-NL")).toBe("de Verenigde Staten");
  });

  it("and none where the name stands alone", () => {
    expect(countryInSentence("nl", "nl-NL")).toBe("Nederland");
    expect(countryInSentence("de", "en-US")).toBe("Germany");
    expect(countryInSentence("be", "nl-NL")).toBe("België");
  });
});

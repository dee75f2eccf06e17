import { describe, expect, it } from "vitest";
import { countryInSentence, countryName } from "../../src/country/country-name";

describe("country names in the page's language", () => {
  it.each([
    ["nl", "nl-NL", "Nederland"],
    ["NL", "en-US", "Netherlands"],
    ["de", "nl-NL", "Duitsland"],
  ])("are the language's own names: %s in %s is %s", (country, language, name) => {
    expect(countryName(country, language)).toBe(name);
  });

  it.each([
    ["en-US", { nl: "the Netherlands", us: "the United States", de: "Germany" }],
    ["nl-NL", { gb: "het Verenigd Koninkrijk", us: "de Verenigde Staten", nl: "Nederland", be: "België" }],
  ])(
    "take the article %s puts before them in a sentence, and none where the name stands alone",
    (language, sentences) => {
      for (const [country, inSentence] of Object.entries(sentences))
        expect(countryInSentence(country, language), country).toBe(inSentence);
    },
  );
});

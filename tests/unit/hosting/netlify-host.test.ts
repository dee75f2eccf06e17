import { describe, expect, it } from "vitest";
import { cdnLanguage } from "../../../scripts/hosting/netlify-host";

describe("the language the local CDN matches Language= rules against", () => {
  it("is the first of the browser's languages, whatever the weights", () => {
    expect(cdnLanguage("en-US,en;q=0.9,nl;q=0.8", undefined)).toBe("en-US");
    expect(cdnLanguage("nl;q=0.1, en-US;q=1", undefined)).toBe("nl");
    expect(cdnLanguage(undefined, undefined)).toBe("");
  });

  it("is the nf_lang cookie where the visitor has one", () => {
    expect(cdnLanguage("en-US", "country=nl; nf_lang=nl-NL; other=1")).toBe("nl-NL");
    expect(cdnLanguage("nl-NL", "nf_lang=en-US")).toBe("en-US");
    expect(cdnLanguage("nl-NL", "my_nf_lang=en-US")).toBe("nl-NL");
  });
});

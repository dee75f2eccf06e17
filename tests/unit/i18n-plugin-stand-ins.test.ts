import { afterEach, describe, expect, it, vi } from "vitest";
import browserLanguage from "../../src/bundle/browser-language";
import templateText from "../../src/bundle/template-text";

afterEach(() => vi.unstubAllGlobals());

describe("the stand-in for browser-lang", () => {
  it("gives the supported language the browser prefers", () => {
    vi.stubGlobal("navigator", { languages: ["de-DE", "en-GB", "nl"], language: "de-DE" });
    expect(browserLanguage({ languages: ["nl-NL", "en-US"], fallback: "nl-NL" })).toBe("en-US");
  });

  it("gives the fallback when the browser prefers none of them", () => {
    vi.stubGlobal("navigator", { languages: ["fr-FR"], language: "fr-FR" });
    expect(browserLanguage({ languages: ["nl-NL", "en-US"], fallback: "nl-NL" })).toBe("nl-NL");
  });
});

describe("the stand-in for outdent", () => {
  it("is a template tag that keeps the text and its values", () => {
    expect(templateText`No translations for "${"home"}" in ${"locales"}.`).toBe(
      'No translations for "home" in locales.',
    );
  });
});

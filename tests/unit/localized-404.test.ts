import { describe, expect, it } from "vitest";
import { fixLocalized404, localizedNotFoundRules } from "../../src/i18n/localized-404";

describe("localizedNotFoundRules", () => {
  it("gives each prefixed language its own 404 page for the paths under its prefix", () => {
    expect(localizedNotFoundRules(["nl-NL", "en-US", "de-DE"], "nl-NL")).toEqual([
      { fromPath: "/en-US/*", toPath: "/en-US/404/" },
      { fromPath: "/de-DE/*", toPath: "/de-DE/404/" },
    ]);
  });

  it("leaves the unprefixed default language to the host's 404.html", () => {
    expect(localizedNotFoundRules(["nl-NL"], "nl-NL")).toEqual([]);
  });
});

describe("fixLocalized404", () => {
  it("drops the doubled match path of a localized 404 page and roots its path", () => {
    expect(fixLocalized404({ path: "en-US/404/", matchPath: "/en-US/en-US/*" })).toEqual({
      path: "/en-US/404/",
      matchPath: undefined,
    });
  });

  it("leaves other pages alone", () => {
    const page = { path: "/en-US/app/", matchPath: "/en-US/app/*" };
    expect(fixLocalized404(page)).toBe(page);
  });
});

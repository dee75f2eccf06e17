import { describe, expect, it } from "vitest";
import { isOwnAssetFailure } from "../../src/offline/failed-resources";

const ORIGIN = "https://nl.babyshop.example";

describe("a failed resource the next build mends", () => {
  it("is one of the site's own scripts or stylesheets", () => {
    expect(isOwnAssetFailure({ tagName: "SCRIPT", src: `${ORIGIN}/app-1a2b.js` }, ORIGIN)).toBe(true);
    expect(
      isOwnAssetFailure({ tagName: "LINK", rel: "stylesheet", href: `${ORIGIN}/vendor/banner.css` }, ORIGIN),
    ).toBe(true);
  });

  it("is not a third party's file, an image, a hint, or nothing at all", () => {
    expect(
      isOwnAssetFailure({ tagName: "SCRIPT", src: "https://www.googletagmanager.com/gtm.js" }, ORIGIN),
    ).toBe(false);
    expect(isOwnAssetFailure({ tagName: "IMG", src: `${ORIGIN}/images/crib.svg` }, ORIGIN)).toBe(false);
    expect(
      isOwnAssetFailure({ tagName: "LINK", rel: "prefetch", href: `${ORIGIN}/page-data/x.json` }, ORIGIN),
    ).toBe(false);
    expect(isOwnAssetFailure({ tagName: "SCRIPT", src: "" }, ORIGIN)).toBe(false);
    expect(isOwnAssetFailure(null, ORIGIN)).toBe(false);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TrailingSlash } from "../../src/i18n/language-path";

const setting = vi.hoisted(() => ({ TRAILING_SLASH: "always" as TrailingSlash }));
vi.mock("../../src/i18n/trailing-slash", () => setting);
vi.mock("../../src/site/runtime-site-data", () => ({
  siteData: { siteConfig: { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" } },
}));

const { redirectLanguage } = await import("../../src/app/redirect-language");

/** A page the visitor opens; `replace` records where the browser is sent. */
const openPage = (pathname: string, search = "", hash = "") => {
  const replace = vi.fn();
  return { location: { pathname, search, hash, replace } as unknown as Location, replace };
};

describe("redirectLanguage follows the site's trailingSlash setting", () => {
  beforeEach(() => {
    window.localStorage.setItem("gatsby-i18next-language", "en-US");
  });

  it("sends an English visitor from /cart/ to /en-US/cart when the site says never", () => {
    setting.TRAILING_SLASH = "never";
    const { location, replace } = openPage("/cart/", "?colour=white", "#reviews");
    expect(redirectLanguage(location)).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/cart?colour=white#reviews");
  });

  it("keeps the slash when the site says always", () => {
    setting.TRAILING_SLASH = "always";
    const { location, replace } = openPage("/cart/");
    expect(redirectLanguage(location)).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/cart/");
  });
});

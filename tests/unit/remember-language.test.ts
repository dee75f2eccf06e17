// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../../src/runtime-settings/runtime-settings", () => ({
  shopSettings: { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" },
}));

const { rememberLanguage } = await import("../../src/app/remember-language");

const at = (pathname: string) => ({ pathname }) as Location;
const stored = () => window.localStorage.getItem("gatsby-i18next-language");
const cookie = () => /(?:^|; )nf_lang=([^;]*)/.exec(document.cookie)?.[1];

describe("rememberLanguage", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = "nf_lang=; path=/; max-age=0";
  });

  it("keeps the language of the page read, in storage and in the cookie the CDN reads", () => {
    rememberLanguage(at("/en-US/cart/"));
    expect([stored(), cookie()]).toEqual(["en-US", "en-US"]);
    rememberLanguage(at("/cart/"));
    expect([stored(), cookie()]).toEqual(["nl-NL", "nl-NL"]);
  });

  it("puts back a cookie that is missing or out of step with storage", () => {
    window.localStorage.setItem("gatsby-i18next-language", "en-US");
    rememberLanguage(at("/en-US/"));
    expect(cookie()).toBe("en-US");
    document.cookie = "nf_lang=nl-NL; path=/";
    rememberLanguage(at("/en-US/"));
    expect(cookie()).toBe("en-US");
  });

  it("replaces a stored language the site does not have", () => {
    window.localStorage.setItem("gatsby-i18next-language", "xx-XX");
    rememberLanguage(at("/"));
    expect([stored(), cookie()]).toEqual(["nl-NL", "nl-NL"]);
  });
});

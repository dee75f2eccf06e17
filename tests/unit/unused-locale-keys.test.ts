import { describe, expect, it } from "vitest";
import { localeKeys, unusedLocaleKeys } from "../../src/i18n/unused-locale-keys";

describe("locale keys no code asks for", () => {
  it("lists every key of a locale file, nested parts joined by dots", () => {
    expect(localeKeys({ site: { name: "Babyshop", nav: { home: "Home" } }, title: "Hi" })).toEqual([
      "site.name",
      "site.nav.home",
      "title",
    ]);
  });

  it("reports a key that no source names, and only that one", () => {
    const keys = ["cart.title", "site.tagline"];
    expect(unusedLocaleKeys(keys, [`<h1>{t("cart.title")}</h1>`])).toEqual(["site.tagline"]);
  });

  it("counts a key asked for whole, in either quotes, or in a template string without parts", () => {
    const sources = [`t("a.one")`, `t('a.two')`, "t(`a.three`)"];
    expect(unusedLocaleKeys(["a.one", "a.two", "a.three", "a.four"], sources)).toEqual(["a.four"]);
  });

  it("counts every key under a template string's fixed start", () => {
    const sources = ["t(`checkout.errors.${error}`)"];
    expect(unusedLocaleKeys(["checkout.errors.required", "checkout.title"], sources)).toEqual([
      "checkout.title",
    ]);
  });

  it("counts a key by a template string's fixed end when the rest is named too", () => {
    const sources = ['const messages = failed ? "search.failed" : "search.empty";', "t(`${messages}.text`)"];
    const keys = ["search.failed.text", "search.empty.text", "search.other.text"];
    expect(unusedLocaleKeys(keys, sources)).toEqual(["search.other.text"]);
  });

  it("counts plural forms by the key they are asked for by, and a property read by its name", () => {
    const sources = [`t("cart.items", { count })`, "button.textContent = texts.acceptAll;"];
    expect(unusedLocaleKeys(["cart.items_one", "cart.items_other", "acceptAll", "reject"], sources)).toEqual([
      "reject",
    ]);
  });
});

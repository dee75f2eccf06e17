import { describe, expect, it } from "vitest";
import { loadShops } from "../../src/shops/load-shops";
import { selectShop } from "../../src/shops/select-shop";
import { ownShopOffer, shopsAbroad, visitorCountry } from "../../src/shops/own-shop";

const shops = loadShops(process.cwd(), "content");
const dutchShop = selectShop(shops, "nl");
const abroad = shopsAbroad(shops.shops, dutchShop);
const signals = { query: null, cookie: undefined, timeZone: undefined };

describe("visitorCountry", () => {
  it("reads the country as the campaign links do: the address, then the cookie, then the clock", () => {
    expect(visitorCountry({ query: "DE", cookie: "fr", timeZone: "Europe/Stockholm" }, abroad)).toBe("de");
    expect(visitorCountry({ ...signals, cookie: "fr", timeZone: "Europe/Stockholm" }, abroad)).toBe("fr");
    expect(visitorCountry({ ...signals, timeZone: "Europe/Stockholm" }, abroad)).toBe("se");
    expect(visitorCountry({ ...signals, timeZone: "Europe/Berlin" }, abroad)).toBe("de");
  });

  it("skips what names no country, and tells nothing from a clock no shop's country keeps", () => {
    expect(visitorCountry({ query: "zz", cookie: "<b>", timeZone: "Europe/Berlin" }, abroad)).toBe("de");
    expect(visitorCountry({ ...signals, timeZone: "UTC" }, abroad)).toBeUndefined();
    expect(visitorCountry({ ...signals, timeZone: "Antarctica/Troll" }, abroad)).toBeUndefined();
    expect(visitorCountry(signals, abroad)).toBeUndefined();
  });
});

describe("ownShopOffer", () => {
  const page = { path: "/products/baby-carrier-one/", language: "en-US" };

  it("offers a German visitor the German shop's same page, in the page's language where it has it", () => {
    expect(ownShopOffer("de", dutchShop.countries, abroad, page)).toEqual({
      name: "Babyshop Deutschland",
      url: "https://de.babyshop.example/products/baby-carrier-one/",
    });
    expect(ownShopOffer("de", dutchShop.countries, abroad, { ...page, language: "nl-NL" })?.url).toBe(
      "https://de.babyshop.example/products/baby-carrier-one/",
    );
  });

  it("offers a shop on another platform at its home page", () => {
    expect(ownShopOffer("jp", dutchShop.countries, abroad, page)).toEqual({
      name: "Babyshop Japan",
      url: "https://www.babyshop-japan.example/",
    });
  });

  it("offers nothing where this shop delivers, or where no shop does", () => {
    expect(ownShopOffer("nl", dutchShop.countries, abroad, page)).toBeUndefined();
    expect(ownShopOffer("aq", dutchShop.countries, abroad, page)).toBeUndefined();
    expect(ownShopOffer(undefined, dutchShop.countries, abroad, page)).toBeUndefined();
  });

  it("keeps the page's language in a shop that serves it under a prefix", () => {
    const usShop = selectShop(shops, "us");
    const fromUs = shopsAbroad(shops.shops, usShop);
    expect(ownShopOffer("nl", usShop.countries, fromUs, page)?.url).toBe(
      "https://nl.babyshop.example/en-US/products/baby-carrier-one/",
    );
    expect(ownShopOffer("nl", usShop.countries, fromUs, { ...page, language: "nl-NL" })?.url).toBe(
      "https://nl.babyshop.example/products/baby-carrier-one/",
    );
  });
});

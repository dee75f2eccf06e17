import { describe, expect, it } from "vitest";
import {
  hasNextPage,
  merchandisingImage,
  recordPath,
  toSearchPage,
  toSearchProduct,
  toSearchProducts,
} from "../../../src/search/search-records";

/** The shop the search service indexed; records name its pages by full address. */
const SHOP = "https://nl.babyshop.example";

const record = {
  id: "BCO-BLK",
  itemGroupId: "baby-carrier-one",
  name: "Baby Carrier One",
  url: `${SHOP}/en-US/products/baby-carrier-one/`,
  imageUrl: "/images/products/baby-carrier-one-black.svg",
  price: "199.95",
  salePrice: "179.95",
  currency: "EUR",
  category: "Baby carriers",
  sku: "BCO-BLK-01",
  brand: "Babyshop",
};

describe("search records", () => {
  it("become products with a path on this site and prices as numbers, the other fields as they are", () => {
    // toEqual takes a field that is undefined for one that is absent.
    expect(toSearchProduct(record)).toEqual({
      ...record,
      url: undefined,
      imageUrl: undefined,
      path: "/en-US/products/baby-carrier-one/",
      image: "/images/products/baby-carrier-one-black.svg",
      price: 199.95,
      salePrice: 179.95,
      handle: "baby-carrier-one",
      colours: [],
    });
  });

  it("come in the colours of their swatches' pictures, and no other", () => {
    const swatch = (image: unknown) => ({ id: "sku", color: "Any", swatchImage: "#000", image });
    expect(
      toSearchProduct({
        ...record,
        swatches: [
          swatch("/images/products/baby-carrier-one-black.svg"),
          swatch("https://www.babyshop.example/images/products/baby-carrier-one-sand-gray.svg"),
          swatch("/images/products/bouncer-bliss-white.svg"),
          swatch(42),
        ],
      })?.colours,
    ).toEqual([{ key: "black" }, { key: "sand-gray" }]);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    `${SHOP}/<script>`,
    'https://x.example/a"onmouseover="alert(1)',
    `https://x.example/${"a".repeat(600)}`,
    42,
    undefined,
  ])("drop an address that is not a plain path: %s", (url) => {
    expect(recordPath(url)).toBeUndefined();
    expect(toSearchProduct({ ...record, url })).toBeUndefined();
  });

  it("never take an image from another place than the site's images", () => {
    expect(
      toSearchProduct({ ...record, imageUrl: "https://tracker.example/pixel.gif" })?.image,
    ).toBeUndefined();
  });

  it("are dropped without an id, a name or a price", () => {
    expect(
      toSearchProducts([
        { ...record, id: "" },
        { ...record, name: undefined },
        { ...record, price: "n/a" },
      ]),
    ).toEqual([]);
  });

  it("keep a rating from above 0 to 5, as a number, and no other", () => {
    expect(toSearchProduct({ ...record, rating: "4.5" })?.rating).toBe(4.5);
    expect(toSearchProduct({ ...record, rating: 5 })?.rating).toBe(5);
    for (const rating of [0, -1, 5.5, "four", "<b>5</b>", undefined, null])
      expect(toSearchProduct({ ...record, rating })).not.toHaveProperty("rating");
  });

  it("keep no currency that is not a currency code", () => {
    expect(toSearchProduct({ ...record, currency: "<b>" })?.currency).toBe("");
  });
});

describe("content records", () => {
  const guide = {
    id: "guide:returns",
    name: "Returns",
    url: `${SHOP}/en-US/guides/returns/`,
    image: "/images/guides/returns.svg",
    shortDesc: "How to send something back.",
    typeOfRecord: "KLEVU_CMS",
  };

  it("become pages with a path, a summary and an image of this site", () => {
    expect(toSearchPage(guide)).toEqual({
      id: "guide:returns",
      kind: "page",
      name: "Returns",
      path: "/en-US/guides/returns/",
      image: "/images/guides/returns.svg",
      summary: "How to send something back.",
    });
    expect(toSearchPage({ ...guide, typeOfRecord: "KLEVU_CATEGORY" })?.kind).toBe("category");
  });

  it("are dropped without a plain path, and keep no image from elsewhere", () => {
    expect(toSearchPage({ ...guide, url: "javascript:alert(1)" })).toBeUndefined();
    expect(toSearchPage({ ...guide, image: "https://tracker.example/p.gif" })?.image).toBeUndefined();
  });
});

describe("hasNextPage", () => {
  it("is true only when results remain after this page", () => {
    expect(hasNextPage({ totalResultsFound: 25, offset: 0 }, 12)).toBe(true);
    expect(hasNextPage({ totalResultsFound: 25, offset: 12 }, 12)).toBe(true);
    expect(hasNextPage({ totalResultsFound: 24, offset: 12 }, 12)).toBe(false);
    expect(hasNextPage({ totalResultsFound: 0, offset: 0 }, 12)).toBe(false);
  });
});

describe("merchandising images", () => {
  it("are the site's own or on the search provider's image host, kept whole", () => {
    expect(merchandisingImage("/images/banners/gift-guide.svg")).toBe("/images/banners/gift-guide.svg");
    expect(merchandisingImage("https://js.klevu.com/uploads/banners/gift-guide.png?v=2")).toBe(
      "https://js.klevu.com/uploads/banners/gift-guide.png",
    );
  });

  it("come from no other host, nor anything that is not a web address", () => {
    expect(merchandisingImage("https://images.tracker.example/banner.png")).toBeUndefined();
    expect(merchandisingImage("http://js.klevu.com/uploads/banner.png")).toBeUndefined();
    expect(merchandisingImage("https://js.klevu.com.tracker.example/uploads/banner.png")).toBeUndefined();
    expect(merchandisingImage("javascript:alert(1)")).toBeUndefined();
    expect(merchandisingImage(undefined)).toBeUndefined();
  });
});

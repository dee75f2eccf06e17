import { describe, expect, it } from "vitest";
import { loadBuildContent } from "../../src/build/load-build-content";
import { storefrontPages } from "../../src/site/page-types";
import { notIndexed } from "../../src/build/shop-pages";
import { FIXTURE_ROOT } from "./support/fixture-content";

const content = loadBuildContent(FIXTURE_ROOT, {});
const pages = storefrontPages(content);
const byPath = new Map(pages.map((page) => [page.path, page]));

describe("storefrontPages", () => {
  it("makes every content page once in each language of the shop", () => {
    const { catalogue, guides, servicePages } = content;
    const perLanguage =
      1 +
      catalogue.categories.length +
      catalogue.products.length +
      catalogue.bundles.length +
      guides.length +
      servicePages.length +
      // stores, cart, checkout, order confirmation, return request
      5;
    expect(pages).toHaveLength(perLanguage * 2);
    expect(byPath.size).toBe(pages.length);
    expect(
      pages.filter((page) => page.language === "en-US").every((page) => page.path.startsWith("/en-US/")),
    ).toBe(true);
  });

  it("gives each page what its template shows, in the page's language", () => {
    expect(byPath.get("/products/baby-carrier-one/")).toMatchObject({
      template: "product",
      language: "nl-NL",
      i18n: { originalPath: "/products/baby-carrier-one/", routed: false },
      data: { view: { name: "Draagzak One", currency: "EUR" } },
    });
    expect(byPath.get("/en-US/products/baby-carrier-one/")).toMatchObject({
      i18n: { routed: true },
      data: { view: { name: "Baby Carrier One" } },
    });
    expect(byPath.get("/en-US/checkout/")?.data).toMatchObject({
      giftBox: { currency: "EUR" },
      countryNames: { NL: "Netherlands" },
    });
    expect(byPath.get("/cart/")?.data).toMatchObject({
      giftMessage: {
        sku: "GIFT-MSG",
        name: "Cadeaukaartje met persoonlijke tekst",
        unitPrice: 2.95,
        currency: "EUR",
        image: "/images/gifts/gift-msg.svg",
      },
      giftBox: {
        sku: "GIFT-BOX",
        name: "Cadeauverpakking",
        unitPrice: 6.95,
        image: "/images/gifts/gift-box.svg",
      },
    });
    expect(byPath.get("/order-confirmation/")).toMatchObject({
      template: "order-confirmation",
      data: {
        shipping: [{ id: "standard", delivery: "2–4 werkdagen" }, { id: "express" }],
        countryNames: { NL: "Nederland" },
      },
    });
  });

  it("links a product's returns promise to the returns policy page, when the shop has it", () => {
    const returnsOf = (site: typeof content) =>
      storefrontPages(site).find((page) => page.path === "/en-US/products/baby-carrier-one/")?.data;
    const policy = {
      handle: "returns-and-warranty",
      title: { "nl-NL": "Retourneren en garantie", "en-US": "Returns and warranty" },
      summary: { "nl-NL": "30 dagen bedenktijd.", "en-US": "30 days to change your mind." },
      sections: [
        {
          heading: { "nl-NL": "Bedenktijd", "en-US": "Time to change your mind" },
          paragraphs: { "nl-NL": ["30 dagen."], "en-US": ["30 days."] },
        },
      ],
    };
    expect(returnsOf({ ...content, servicePages: [policy] })).toMatchObject({
      delivery: { returns: { text: "Free returns within 30 days", path: "/returns-and-warranty/" } },
    });
    // The fixture's content has no service pages: the promise is text alone, even beside a returns guide.
    expect(returnsOf(content)).toMatchObject({ delivery: { returns: { path: null } } });
  });

  it("marks the shopper's own pages private and lists the rest, so that the lists for search engines follow", () => {
    const privatePaths = pages
      .filter((page) => page.listing === "private")
      .map((page) => page.i18n.originalPath);
    expect(new Set(privatePaths)).toEqual(
      new Set(["/cart/", "/checkout/", "/order-confirmation/", "/return-request/"]),
    );
    expect(notIndexed(content)).toEqual(
      expect.arrayContaining(["/cart/", "/*/cart/", "/search/", "/*/search/", "/404/", "/*/404.html"]),
    );
    expect(notIndexed(content).some((pattern) => pattern.includes("products"))).toBe(false);
  });

  it("changes only the pages that show a product when that product changes", () => {
    const renamed = {
      ...content,
      catalogue: {
        ...content.catalogue,
        products: content.catalogue.products.map((product) =>
          product.handle === "cradle"
            ? { ...product, name: { ...product.name, "en-US": "Cradle Two" } }
            : product,
        ),
      },
    };
    const changed = storefrontPages(renamed)
      .filter((page) => JSON.stringify(page) !== JSON.stringify(byPath.get(page.path)))
      .map((page) => page.path);
    expect(changed).toContain("/en-US/products/cradle/");
    expect(changed.every((pagePath) => pagePath.startsWith("/en-US/"))).toBe(true);
    expect(changed.length).toBeLessThan(pages.length / 4);
  });
});

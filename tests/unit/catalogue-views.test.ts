import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { CURRENCIES, type Bundle, type Category, type Product } from "../../src/catalogue/schema";
import { imageManifest } from "../../src/catalogue/images";
import type { ProductCard, ViewContext } from "../../src/catalogue/view-types";
import {
  bundleView,
  categoryView,
  guideView,
  homeView,
  productCard,
  productView,
} from "../../src/catalogue/views";
import { loadGuides } from "../../src/guides/load-guides";
import type { Guide } from "../../src/guides/schema";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

const catalogue = loadCatalogue(FIXTURE_ROOT, FIXTURE_CONTENT, FRESH_ENGINE_OFFERS);
const guides = loadGuides(FIXTURE_ROOT, FIXTURE_CONTENT, new Set(catalogue.products.map((p) => p.handle)));

const CONTEXTS: ViewContext[] = [
  { language: "nl-NL", currency: "EUR" },
  { language: "en-US", currency: "USD" },
  { language: "nl-NL", currency: "USD" },
  { language: "en-US", currency: "EUR" },
];
const NL_EUR = CONTEXTS[0]!;
const US_USD = CONTEXTS[1]!;
const label = ({ language, currency }: ViewContext) => `${language} ${currency}`;
/** Each context with its label, for one test per context. */
const LABELLED_CONTEXTS = CONTEXTS.map((context) => [label(context), context] as const);

const find = <T extends { handle: string }>(items: readonly T[], handle: string): T => {
  const found = items.find((item) => item.handle === handle);
  if (!found) throw new Error(`no ${handle} in the fixture content`);
  return found;
};
const product = (handle: string): Product => find(catalogue.products, handle);
const bundle = (handle: string): Bundle => find(catalogue.bundles, handle);
const category = (handle: string): Category => find(catalogue.categories, handle);
const guide = (handle: string): Guide => find(guides, handle);

const imagePaths = new Set(imageManifest(catalogue, guides).map((image) => image.path));
const handles = (items: readonly { handle: string }[]) => items.map((item) => item.handle);

/** What a card must show for `source` in `context`. */
function expectCard(card: ProductCard, source: Product, context: ViewContext) {
  expect(card.handle).toBe(source.handle);
  expect(card.path).toBe(`/products/${source.handle}/`);
  expect(card.name).toBe(source.name[context.language]);
  expect(card.summary).toBe(source.summary[context.language]);
  expect(card.price).toBe(source.prices[context.currency]);
  expect(card.currency).toBe(context.currency);
  expect(card.category).toBe(source.category);
  expect(imagePaths.has(card.image)).toBe(true);
}

describe("the fixture catalogue", () => {
  it("loads products, categories, bundles and guides", () => {
    expect(catalogue.products.length).toBeGreaterThan(40);
    expect(catalogue.categories.length).toBeGreaterThan(5);
    expect(catalogue.bundles.length).toBeGreaterThan(3);
    expect(guides.length).toBeGreaterThan(10);
    expect(catalogue.products.every((p) => Object.keys(p.prices).length === CURRENCIES.length)).toBe(true);
  });
});

describe("productCard", () => {
  it("shows Baby Carrier One in Dutch and euros, and in English and dollars", () => {
    const one = product("baby-carrier-one");
    expect(productCard(one, catalogue, NL_EUR)).toMatchObject({
      name: "Draagzak One",
      price: 189.95,
      currency: "EUR",
      path: "/products/baby-carrier-one/",
      image: "/images/products/baby-carrier-one-black.svg",
      inStock: true,
      category: "baby-carriers",
    });
    expect(productCard(one, catalogue, NL_EUR).colours[0]).toEqual({
      key: "black",
      name: "Zwart",
      hex: "#2b2b2b",
    });
    expect(productCard(one, catalogue, US_USD)).toMatchObject({
      name: "Baby Carrier One",
      price: 199.95,
      currency: "USD",
    });
    expect(productCard(one, catalogue, US_USD).colours.map((c) => c.name)).toEqual([
      "Black",
      "Sand gray",
      "Navy blue",
      "Sage green",
    ]);
  });

  it.each(LABELLED_CONTEXTS)("gives every product its texts, price and colours in %s", (_, context) => {
    for (const source of catalogue.products) {
      const card = productCard(source, catalogue, context);
      expectCard(card, source, context);
      const keys = [...new Set(source.variants.map((variant) => variant.colour))];
      expect(card.colours.map((c) => c.key)).toEqual(keys);
      for (const colour of card.colours) {
        expect(colour.name).toBe(catalogue.colours[colour.key]?.name[context.language]);
        expect(colour.hex).toBe(catalogue.colours[colour.key]?.hex);
      }
    }
  });

  it("is in stock when any variant is, and out of stock when every variant has stock 0", () => {
    const one = product("baby-carrier-one");
    expect(one.variants.some((variant) => variant.stock === 0)).toBe(true);
    expect(productCard(one, catalogue, NL_EUR).inStock).toBe(true);
    const soldOut: Product = { ...one, variants: one.variants.map((variant) => ({ ...variant, stock: 0 })) };
    expect(productCard(soldOut, catalogue, NL_EUR).inStock).toBe(false);
    const lastOne: Product = {
      ...soldOut,
      variants: soldOut.variants.map((variant, i) => (i === 2 ? { ...variant, stock: 1 } : variant)),
    };
    expect(productCard(lastOne, catalogue, NL_EUR).inStock).toBe(true);
  });
});

describe("productView", () => {
  it("shows Baby Carrier One with its category, related products and bundles", () => {
    const view = productView(product("baby-carrier-one"), catalogue, NL_EUR);
    expect(view.categoryName).toBe("Draagzakken");
    expect(view.categoryPath).toBe("/categories/baby-carriers/");
    expect(handles(view.related)).toEqual([
      "pocket-pouch",
      "teething-bib",
      "winter-cover",
      "baby-carrier-one-air",
    ]);
    expect(view.related[0]).toMatchObject({ name: product("pocket-pouch").name["nl-NL"], currency: "EUR" });
    expect(handles(view.bundles)).toContain("carrier-starter-set");
    expect(view.variants.map((variant) => [variant.sku, variant.colour.name, variant.stock])).toEqual([
      ["BCO-BLK", "Zwart", 84],
      ["BCO-SGR", "Zandgrijs", 52],
      ["BCO-NVY", expect.any(String), 37],
      ["BCO-SAG", expect.any(String), 0],
    ]);
    const english = productView(product("baby-carrier-one"), catalogue, US_USD);
    expect(english.categoryName).toBe("Baby carriers");
    expect(english.features[0]).toMatch(/^From 8 lbs/);
    expect(english.bundles.find((b) => b.handle === "carrier-starter-set")).toMatchObject({
      name: "Carrier starter set",
      price: 224.95,
      currency: "USD",
    });
  });

  it.each(LABELLED_CONTEXTS)(
    "resolves every product's texts, variants, related products and bundles in %s",
    (_, context) => {
      for (const source of catalogue.products) {
        const view = productView(source, catalogue, context);
        expectCard(view, source, context);
        expect(view.description).toBe(source.description[context.language]);
        expect(view.features).toEqual(source.features[context.language]);
        expect(view.care).toBe(source.care[context.language]);
        expect(view.categoryName).toBe(category(source.category).name[context.language]);
        expect(view.variants.map((variant) => variant.sku)).toEqual(source.variants.map((v) => v.sku));
        for (const variant of view.variants) {
          expect(variant.colour.name).toBe(catalogue.colours[variant.colour.key]?.name[context.language]);
          expect(imagePaths.has(variant.image)).toBe(true);
        }
        expect(handles(view.related)).toEqual(source.related ?? []);
        for (const related of view.related) expectCard(related, product(related.handle), context);
        const skus = new Set(source.variants.map((variant) => variant.sku));
        expect(handles(view.bundles)).toEqual(
          handles(catalogue.bundles.filter((b) => b.items.some((sku) => skus.has(sku)))),
        );
        for (const card of view.bundles) {
          expect(card.name).toBe(bundle(card.handle).name[context.language]);
          expect(card.price).toBe(bundle(card.handle).prices[context.currency]);
          expect(card.currency).toBe(context.currency);
          expect(imagePaths.has(card.image)).toBe(true);
          // The card says what the set saves, the same as the set's own page.
          const view = bundleView(bundle(card.handle), catalogue, context);
          expect([card.itemsTotal, card.saving]).toEqual([view.itemsTotal, view.saving]);
          expect(card.saving).toBeGreaterThan(0);
        }
      }
    },
  );
});

describe("categoryView", () => {
  it("shows the carriers category in Dutch", () => {
    const view = categoryView(category("baby-carriers"), catalogue, NL_EUR);
    expect(view).toMatchObject({
      handle: "baby-carriers",
      name: "Draagzakken",
      heroTitle: "Dicht bij je, vanaf de eerste dag",
      image: "/images/categories/baby-carriers.svg",
    });
    expect(handles(view.products)).toContain("baby-carrier-one");
  });

  it.each(LABELLED_CONTEXTS)("lists each category's products in catalogue order in %s", (_, context) => {
    let listed = 0;
    for (const source of catalogue.categories) {
      const view = categoryView(source, catalogue, context);
      expect(view.name).toBe(source.name[context.language]);
      // The title as written, with places where a long word may break on a phone.
      expect(view.heroTitle.replaceAll("\u00AD", "")).toBe(source.heroTitle[context.language]);
      expect(view.heroText).toBe(source.heroText[context.language]);
      expect(imagePaths.has(view.image)).toBe(true);
      expect(handles(view.products)).toEqual(
        handles(catalogue.products.filter((p) => p.category === source.handle)),
      );
      for (const card of view.products) expectCard(card, product(card.handle), context);
      listed += view.products.length;
    }
    expect(listed).toBe(catalogue.products.length);
  });
});

describe("bundleView", () => {
  it("shows the carrier starter set with its items and what they cost apart", () => {
    const view = bundleView(bundle("carrier-starter-set"), catalogue, NL_EUR);
    expect(view).toMatchObject({
      name: "Draagzak-startset",
      price: 209.95,
      currency: "EUR",
      itemsTotal: 232.85,
      saving: 22.9,
    });
    // Each item offers the colours its product comes in, with their stock.
    expect(view.items[0]?.choices.map((choice) => choice.sku)).toEqual(
      product("baby-carrier-one").variants.map((variant) => variant.sku),
    );
    expect(view.items[0]?.choices[0]).toMatchObject({ sku: "BCO-BLK", colour: "Zwart" });
    expect(view.items.map((item) => [item.sku, item.colour])).toEqual([
      ["BCO-BLK", "Zwart"],
      ["TBB-CRM", expect.any(String)],
      ["PPO-BLK", "Zwart"],
    ]);
    expect(view.items[0]).toMatchObject({
      name: "Draagzak One",
      path: "/products/baby-carrier-one/",
      image: "/images/products/baby-carrier-one-black.svg",
      price: 189.95,
    });
    expect(bundleView(bundle("carrier-starter-set"), catalogue, US_USD)).toMatchObject({
      name: "Carrier starter set",
      price: 224.95,
      itemsTotal: 244.85,
    });
  });

  it.each(LABELLED_CONTEXTS)("resolves every item of every bundle in %s", (_, context) => {
    for (const source of catalogue.bundles) {
      const view = bundleView(source, catalogue, context);
      expect(view.name).toBe(source.name[context.language]);
      expect(view.description).toBe(source.description[context.language]);
      expect(view.price).toBe(source.prices[context.currency]);
      expect(view.items.map((item) => item.sku)).toEqual(source.items);
      for (const item of view.items) {
        const owner = catalogue.products.find((p) => p.variants.some((v) => v.sku === item.sku));
        expect(owner).toBeDefined();
        expect(item.name).toBe(owner?.name[context.language]);
        expect(item.price).toBe(owner?.prices[context.currency]);
        expect(item.path).toBe(`/products/${owner?.handle}/`);
        expect(imagePaths.has(item.image)).toBe(true);
      }
      const sumInCents = view.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
      expect(view.itemsTotal).toBe(sumInCents / 100);
    }
  });

  it.each(CURRENCIES)("makes every set cheaper than its items bought apart, in %s", (currency) => {
    for (const source of catalogue.bundles) {
      const view = bundleView(source, catalogue, { language: "en-US", currency });
      expect(view.itemsTotal, source.handle).toBeGreaterThan(view.price);
    }
  });
});

describe("guideView", () => {
  it("shows the gift guide with its products in the asked language", () => {
    const view = guideView(guide("gift-guide"), catalogue, NL_EUR);
    expect(view.title).toBe("Cadeaugids voor nieuwe ouders");
    expect(view.sections[0]?.heading).toBe("Kleine cadeaus");
    expect(handles(view.products)).toEqual(["tiny-tasters", "bath-towel", "pocket-pouch", "bouncer-bliss"]);
    expect(guideView(guide("gift-guide"), catalogue, US_USD).title).toBe("Gift guide for new parents");
  });

  it("has no products for a guide that lists none", () => {
    expect(guideView(guide("returns"), catalogue, NL_EUR).products).toEqual([]);
  });

  it.each(LABELLED_CONTEXTS)("resolves every guide's sections and products in %s", (_, context) => {
    for (const source of guides) {
      const view = guideView(source, catalogue, context);
      expect(view.path).toBe(`/guides/${source.handle}/`);
      expect(view.title).toBe(source.title[context.language]);
      expect(view.summary).toBe(source.summary[context.language]);
      expect(view.sections).toEqual(
        source.sections.map((s) => ({
          heading: s.heading[context.language],
          paragraphs: s.paragraphs[context.language],
          links: (s.links ?? []).map(({ label, to }) => ({ label: label[context.language], to })),
        })),
      );
      expect(handles(view.products)).toEqual(source.products ?? []);
      for (const card of view.products) expectCard(card, product(card.handle), context);
      expect(imagePaths.has(view.image)).toBe(true);
    }
  });
});

describe("homeView", () => {
  it.each(LABELLED_CONTEXTS)(
    "shows categories, featured products, bundles and six article guides in %s",
    (_, context) => {
      const view = homeView(catalogue, guides, context);
      // Names as the tiles show them: long compounds may break with a hyphen, which is all that differs.
      expect(view.categories.map((c) => [c.handle, c.name.replaceAll("\u00AD", ""), c.path])).toEqual(
        catalogue.categories.map((c) => [c.handle, c.name[context.language], `/categories/${c.handle}/`]),
      );
      expect(handles(view.featured)).toEqual(handles(catalogue.products.filter((p) => p.featured)));
      expect(view.featured.length).toBeGreaterThan(0);
      for (const card of view.featured) expectCard(card, product(card.handle), context);
      expect(handles(view.bundles)).toEqual(handles(catalogue.bundles));
      for (const card of view.bundles) {
        expect(card.price).toBe(bundle(card.handle).prices[context.currency]);
        expect(card.name).toBe(bundle(card.handle).name[context.language]);
      }
      expect(view.guides).toHaveLength(6);
      for (const card of view.guides) {
        expect(card.handle).not.toMatch(/^after-purchase-/);
        expect(card.handle).not.toBe("returns");
        expect(card.title).toBe(guide(card.handle).title[context.language]);
      }
      const images = [...view.categories, ...view.featured, ...view.bundles, ...view.guides].map(
        (i) => i.image,
      );
      for (const image of images) expect(imagePaths.has(image), image).toBe(true);
    },
  );

  it("lists the first article guides in file order", () => {
    expect(handles(homeView(catalogue, guides, NL_EUR).guides)).toEqual(
      handles(
        guides.filter((g) => !g.handle.startsWith("after-purchase-") && g.handle !== "returns").slice(0, 6),
      ),
    );
  });

  it("differs between the languages", () => {
    const dutch = homeView(catalogue, guides, NL_EUR);
    const english = homeView(catalogue, guides, { language: "en-US", currency: "EUR" });
    expect(dutch.categories.map((c) => c.name)).not.toEqual(english.categories.map((c) => c.name));
    expect(dutch.featured.map((c) => c.price)).toEqual(english.featured.map((c) => c.price));
  });
});

describe("imageManifest", () => {
  it("lists each image once, with a drawing, colour and English label", () => {
    const manifest = imageManifest(catalogue, guides);
    expect(new Set(manifest.map((image) => image.path)).size).toBe(manifest.length);
    expect(manifest.find((image) => image.path === "/images/products/baby-carrier-one-black.svg")).toEqual({
      path: "/images/products/baby-carrier-one-black.svg",
      kind: "carrier",
      colour: "#2b2b2b",
      label: "Baby Carrier One",
    });
    // Bundles have no colour of their own: they are drawn in the brand's.
    expect(manifest.find((image) => image.path === "/images/bundles/carrier-starter-set.svg")?.colour).toBe(
      "#2f4858",
    );
    // Each gift option is a product with an image of its own.
    expect(manifest.find((image) => image.path === "/images/gifts/gift-box.svg")).toEqual({
      path: "/images/gifts/gift-box.svg",
      kind: "gift-box",
      colour: "#2f4858",
      label: "Gift box",
    });
    expect(manifest.find((image) => image.path === "/images/gifts/gift-msg.svg")?.kind).toBe("gift-card");
  });
});

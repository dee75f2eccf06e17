import type { KlevuRecord } from "@klevu/core";
import type { Catalogue, Currency, Product } from "../../src/catalogue/schema";
import { categoryPath, guidePath, productPath } from "../../src/catalogue/paths";
import { categoryImage, guideImage, productImage } from "../../src/catalogue/images";
import type { ContentLanguage } from "../../src/content/localized";
import type { Guide } from "../../src/guides/schema";
import { servicePagePath, type ServicePage } from "../../src/guides/service-pages";
import { localizedPath } from "../../src/i18n/language-path";
import type { Shop } from "../../src/shops/shops-schema";

const BRAND = "Babyshop";

type RecordType = "KLEVU_PRODUCT" | "KLEVU_CATEGORY" | "KLEVU_CMS" | "KLEVU_IMAGE";

export type RecordFields = Pick<
  KlevuRecord,
  "id" | "itemGroupId" | "name" | "url" | "image" | "imageUrl" | "typeOfRecord" | "shortDesc"
> &
  Partial<KlevuRecord>;

export interface OptionValue {
  value: string;
  name: string;
}

/** Products are one record each (id = itemGroupId = handle), their variants as swatches. */
export interface ServiceRecord {
  id: string;
  type: RecordType;
  fields: RecordFields;
  text: { name: string; category: string; description: string };
  category?: OptionValue;
  colours: OptionValue[];
  sizes: OptionValue[];
  skus: ReadonlySet<string>;
  price?: number;
  rating?: number;
  /** YYYY-MM-DD, for new arrivals. */
  added?: string;
  inStock: boolean;
  /** 0 is the most popular: featured products, then the best rated. */
  popularity: number;
  related: readonly string[];
  boughtWith: readonly string[];
  /** How many other products name this one ("fits the Travel Crib Light"): accessories made for it. */
  namedBy: number;
  illustration?: string;
}

export interface RecordContext {
  shop: Shop;
  language: ContentLanguage;
  currency: Currency;
}

export function catalogueRecords(
  catalogue: Catalogue,
  guides: readonly Guide[],
  context: RecordContext,
  servicePages: readonly ServicePage[] = [],
): ServiceRecord[] {
  const { shop, language } = context;
  const url = (path: string) => `${shop.origin}${localizedPath(path, language, shop)}`;
  const popular = [...catalogue.products].sort(
    (a, b) =>
      Number(b.featured ?? false) - Number(a.featured ?? false) ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      a.handle.localeCompare(b.handle),
  );
  const handleOfSku = new Map(
    catalogue.products.flatMap((product) => product.variants.map((variant) => [variant.sku, product.handle])),
  );
  const products = withNamedBy(
    catalogue.products.map((product) =>
      productRecord(product, catalogue, context, {
        url: url(productPath(product.handle)),
        popularity: popular.indexOf(product),
        handleOfSku,
      }),
    ),
  );
  const categories = catalogue.categories.map((category, i): ServiceRecord => {
    const name = category.name[language];
    return pageRecord({
      id: `category:${category.handle}`,
      type: "KLEVU_CATEGORY",
      name,
      url: url(categoryPath(category.handle)),
      image: categoryImage(category.handle),
      shortDesc: category.heroText[language],
      text: {
        name,
        category: name,
        description: `${category.heroTitle[language]} ${category.heroText[language]}`,
      },
      popularity: products.length + i,
    });
  });
  const guideRecords = guides.map((guide, i) =>
    cmsPageRecord(guide, language, {
      id: `guide:${guide.handle}`,
      url: url(guidePath(guide.handle)),
      image: guideImage(guide.handle),
      sectionTexts: guide.sections.map((section) => section.heading[language]),
      popularity: products.length + categories.length + i,
    }),
  );
  const serviceRecords = servicePages.map((page, i) =>
    cmsPageRecord(page, language, {
      id: `page:${page.handle}`,
      url: url(servicePagePath(page.handle)),
      image: "",
      sectionTexts: page.sections.map(
        (section) => `${section.heading[language]} ${section.paragraphs[language].join(" ")}`,
      ),
      popularity: products.length + categories.length + guides.length + i,
    }),
  );
  const images = catalogue.products.flatMap((product, i) =>
    imageRecords(
      product,
      products[i]!,
      catalogue,
      language,
      products.length + categories.length + guides.length + servicePages.length,
    ),
  );
  return [...products, ...categories, ...guideRecords, ...serviceRecords, ...images];
}

/** Shown in the first of `colours` it comes in; anything else stays as it is. */
export function inColour(record: ServiceRecord, colours: readonly string[]): ServiceRecord {
  const colour = colours.find((key) => record.colours.some((option) => option.value === key));
  if (record.type !== "KLEVU_PRODUCT" || colour === undefined) return record;
  const image = productImage(record.id, colour);
  return { ...record, fields: { ...record.fields, image, imageUrl: image } };
}

function withNamedBy(products: ServiceRecord[]): ServiceRecord[] {
  // Words between single spaces, so that a name is found whole: " fits the travel crib light ".
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()} `;
  const descriptions = products.map((product) => words(product.text.description));
  return products.map((product, i) => {
    const name = words(product.text.name);
    const namedBy = descriptions.filter((text, j) => j !== i && text.includes(name)).length;
    return { ...product, namedBy };
  });
}

/** One KLEVU_IMAGE record per colour, in the product's item group, leading to the product page. */
function imageRecords(
  product: Product,
  productRecord: ServiceRecord,
  catalogue: Catalogue,
  language: ContentLanguage,
  popularityFrom: number,
): ServiceRecord[] {
  const colours = [...new Set(product.variants.map((variant) => variant.colour))];
  return colours.map((colour) => {
    const name = `${productRecord.fields.name}, ${catalogue.colours[colour]?.name[language] ?? colour}`;
    return pageRecord({
      id: `image:${product.handle}:${colour}`,
      itemGroupId: product.handle,
      type: "KLEVU_IMAGE",
      name,
      url: productRecord.fields.url,
      image: productImage(product.handle, colour),
      shortDesc: productRecord.fields.shortDesc,
      text: { name, category: productRecord.text.category, description: productRecord.fields.shortDesc },
      popularity: popularityFrom + productRecord.popularity,
    });
  });
}

function productRecord(
  product: Product,
  catalogue: Catalogue,
  { language, currency }: RecordContext,
  {
    url,
    popularity,
    handleOfSku,
  }: { url: string; popularity: number; handleOfSku: ReadonlyMap<string, string> },
): ServiceRecord {
  const category = catalogue.categories.find((candidate) => candidate.handle === product.category);
  const categoryName = category?.name[language] ?? product.category;
  const colourName = (key: string) => catalogue.colours[key]?.name[language] ?? key;
  const colourKeys = [...new Set(product.variants.map((variant) => variant.colour))];
  const sizes = [...new Set(product.variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
  const skus = product.variants.map((variant) => variant.sku);
  const firstInStock = product.variants.find((variant) => variant.stock > 0) ?? product.variants[0]!;
  const price = product.prices[currency];
  const image = productImage(product.handle, firstInStock.colour);
  const inStock = product.variants.some((variant) => variant.stock > 0);
  const name = product.name[language];
  return {
    id: product.handle,
    type: "KLEVU_PRODUCT",
    fields: {
      id: product.handle,
      itemGroupId: product.handle,
      name,
      url,
      image,
      imageUrl: image,
      price: String(price),
      salePrice: String(price),
      currency,
      sku: firstInStock.sku,
      brand: BRAND,
      category: categoryName,
      typeOfRecord: "KLEVU_PRODUCT",
      inStock: inStock ? "yes" : "no",
      rating: product.rating ?? 0,
      shortDesc: product.summary[language],
      totalVariants: product.variants.length - 1,
      swatches: colourKeys.map((colour) => ({
        id: product.variants.find((variant) => variant.colour === colour)!.sku,
        color: colourName(colour),
        swatchImage: catalogue.colours[colour]?.hex ?? "",
        image: productImage(product.handle, colour),
        numberOfAdditionalVariants: "0",
      })),
    },
    text: {
      name,
      category: categoryName,
      description: [
        product.summary[language],
        product.description[language],
        ...product.features[language],
        ...colourKeys.map(colourName),
      ].join(" "),
    },
    category: { value: product.category, name: categoryName },
    colours: colourKeys.map((key) => ({ value: key, name: colourName(key) })),
    sizes: sizes.map((size) => ({ value: size, name: size })),
    skus: new Set(skus),
    price,
    rating: product.rating,
    added: product.added,
    inStock,
    popularity,
    related: product.related ?? [],
    namedBy: 0,
    boughtWith: [
      ...new Set(
        catalogue.bundles
          .filter((bundle) => bundle.items.some((sku) => skus.includes(sku)))
          .flatMap((bundle) => bundle.items.flatMap((sku) => handleOfSku.get(sku) ?? []))
          .filter((handle) => handle !== product.handle),
      ),
    ],
    illustration: product.illustration,
  };
}

interface CmsPage {
  id: string;
  url: string;
  image: string;
  /** Each section's words, searched along with the summary. */
  sectionTexts: string[];
  popularity: number;
}

/** Guides and service pages: found by their title, summary and the words of their sections. */
function cmsPageRecord(
  { title, summary }: Record<"title" | "summary", Readonly<Record<ContentLanguage, string>>>,
  language: ContentLanguage,
  { sectionTexts, ...page }: CmsPage,
): ServiceRecord {
  const name = title[language];
  return pageRecord({
    ...page,
    type: "KLEVU_CMS",
    name,
    shortDesc: summary[language],
    text: { name, category: "", description: `${summary[language]} ${sectionTexts.join(" ")}` },
  });
}

function pageRecord(page: {
  id: string;
  /** Pictures belong to their product's group; pages are groups of their own. */
  itemGroupId?: string;
  type: Exclude<RecordType, "KLEVU_PRODUCT">;
  name: string;
  url: string;
  image: string;
  shortDesc: string;
  text: ServiceRecord["text"];
  popularity: number;
}): ServiceRecord {
  return {
    id: page.id,
    type: page.type,
    fields: {
      id: page.id,
      itemGroupId: page.itemGroupId ?? page.id,
      name: page.name,
      url: page.url,
      image: page.image,
      imageUrl: page.image,
      typeOfRecord: page.type,
      shortDesc: page.shortDesc,
    },
    text: page.text,
    colours: [],
    sizes: [],
    skus: new Set(),
    inStock: true,
    popularity: page.popularity,
    related: [],
    boughtWith: [],
    namedBy: 0,
  };
}

import type { ContentLanguage } from "../content/localized";
import type { Guide } from "../guides/schema";
import type { Catalogue } from "./load-catalogue";
import { colourChoices, initialColour, type ColourChoice } from "./colour-choices";
import { bundlePath, categoryPath, guidePath, imagePath, productPath } from "./paths";
import type { Illustration } from "../content/illustrations";
import type { Bundle, Category, Currency, Product } from "./schema";

/** What a page is rendered for: its language and the shop's currency. */
export interface ViewContext {
  language: ContentLanguage;
  currency: Currency;
}

interface ColourView {
  key: string;
  name: string;
  hex: string;
}

export interface ProductCard {
  handle: string;
  path: string;
  name: string;
  summary: string;
  price: number;
  currency: Currency;
  image: string;
  inStock: boolean;
  colours: ColourView[];
  category: string;
  /** The average review rating (0–5), and how many reviews it averages when content says. */
  rating?: number;
  reviewCount?: number;
}

interface VariantView {
  sku: string;
  colour: ColourView;
  size?: string;
  stock: number;
  image: string;
}

interface BundleCard {
  handle: string;
  path: string;
  name: string;
  price: number;
  currency: Currency;
  image: string;
}

export interface ProductView extends ProductCard {
  description: string;
  features: string[];
  care: string;
  variants: VariantView[];
  /** The colours to pick from, sold-out ones marked, and the one the page opens on. */
  colourChoices: ColourChoice<ColourView>[];
  initialColour: string;
  categoryName: string;
  categoryPath: string;
  related: ProductCard[];
  bundles: BundleCard[];
}

export interface CategoryView {
  handle: string;
  name: string;
  heroTitle: string;
  heroText: string;
  image: string;
  products: ProductCard[];
}

interface BundleItemView {
  sku: string;
  name: string;
  colour: string;
  path: string;
  image: string;
  price: number;
}

export interface BundleView extends BundleCard {
  description: string;
  items: BundleItemView[];
  itemsTotal: number;
}

interface GuideCard {
  handle: string;
  path: string;
  title: string;
  summary: string;
  image: string;
}

export interface GuideView extends GuideCard {
  sections: { heading: string; paragraphs: string[] }[];
  products: ProductCard[];
}

export interface HomeView {
  categories: { handle: string; path: string; name: string; image: string }[];
  featured: ProductCard[];
  bundles: BundleCard[];
  guides: GuideCard[];
}

/** Generated image files: one per product colour, category, bundle and guide. */
export const productImage = (handle: string, colour: string): string =>
  imagePath(`products/${handle}-${colour}`);
export const categoryImage = (handle: string): string => imagePath(`categories/${handle}`);
const bundleImage = (handle: string): string => imagePath(`bundles/${handle}`);
export const guideImage = (handle: string): string => imagePath(`guides/${handle}`);

const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

function colourView(catalogue: Catalogue, key: string, language: ContentLanguage): ColourView {
  const colour = catalogue.colours[key];
  return { key, name: colour?.name[language] ?? key, hex: colour?.hex ?? "#999999" };
}

export function productCard(
  product: Product,
  catalogue: Catalogue,
  { language, currency }: ViewContext,
): ProductCard {
  const colours = [...new Set(product.variants.map((variant) => variant.colour))];
  return {
    handle: product.handle,
    path: productPath(product.handle),
    name: product.name[language],
    summary: product.summary[language],
    price: product.prices[currency],
    currency,
    image: productImage(product.handle, colours[0] ?? "default"),
    inStock: product.variants.some((variant) => variant.stock > 0),
    colours: colours.map((key) => colourView(catalogue, key, language)),
    category: product.category,
    ...(product.rating === undefined ? {} : { rating: product.rating }),
    ...(product.reviewCount === undefined ? {} : { reviewCount: product.reviewCount }),
  };
}

const bundleCard = (bundle: Bundle, { language, currency }: ViewContext): BundleCard => ({
  handle: bundle.handle,
  path: bundlePath(bundle.handle),
  name: bundle.name[language],
  price: bundle.prices[currency],
  currency,
  image: bundleImage(bundle.handle),
});

const byHandle = (catalogue: Catalogue) =>
  new Map(catalogue.products.map((product) => [product.handle, product]));

export function productView(product: Product, catalogue: Catalogue, context: ViewContext): ProductView {
  const { language } = context;
  const products = byHandle(catalogue);
  const category = catalogue.categories.find((candidate) => candidate.handle === product.category);
  const skus = new Set(product.variants.map((variant) => variant.sku));
  const variants = product.variants.map((variant) => ({
    sku: variant.sku,
    colour: colourView(catalogue, variant.colour, language),
    ...(variant.size ? { size: variant.size } : {}),
    stock: variant.stock,
    image: productImage(product.handle, variant.colour),
  }));
  const choices = colourChoices(variants);
  return {
    ...productCard(product, catalogue, context),
    description: product.description[language],
    features: product.features[language],
    care: product.care[language],
    variants,
    colourChoices: choices,
    initialColour: initialColour(choices),
    categoryName: category?.name[language] ?? product.category,
    categoryPath: categoryPath(product.category),
    related: (product.related ?? []).flatMap((handle) => {
      const related = products.get(handle);
      return related ? [productCard(related, catalogue, context)] : [];
    }),
    bundles: catalogue.bundles
      .filter((bundle) => bundle.items.some((sku) => skus.has(sku)))
      .map((bundle) => bundleCard(bundle, context)),
  };
}

export function categoryView(category: Category, catalogue: Catalogue, context: ViewContext): CategoryView {
  return {
    handle: category.handle,
    name: category.name[context.language],
    heroTitle: category.heroTitle[context.language],
    heroText: category.heroText[context.language],
    image: categoryImage(category.handle),
    products: catalogue.products
      .filter((product) => product.category === category.handle)
      .map((product) => productCard(product, catalogue, context)),
  };
}

export function bundleView(bundle: Bundle, catalogue: Catalogue, context: ViewContext): BundleView {
  const { language, currency } = context;
  const items = bundle.items.flatMap((sku) => {
    const product = catalogue.products.find((candidate) =>
      candidate.variants.some((variant) => variant.sku === sku),
    );
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (!product || !variant) return [];
    return [
      {
        sku,
        name: product.name[language],
        colour: colourView(catalogue, variant.colour, language).name,
        path: productPath(product.handle),
        image: productImage(product.handle, variant.colour),
        price: product.prices[currency],
      },
    ];
  });
  return {
    ...bundleCard(bundle, context),
    description: bundle.description[language],
    items,
    itemsTotal: roundMoney(items.reduce((sum, item) => sum + item.price, 0)),
  };
}

const guideCard = (guide: Guide, language: ContentLanguage): GuideCard => ({
  handle: guide.handle,
  path: guidePath(guide.handle),
  title: guide.title[language],
  summary: guide.summary[language],
  image: guideImage(guide.handle),
});

export function guideView(guide: Guide, catalogue: Catalogue, context: ViewContext): GuideView {
  const products = byHandle(catalogue);
  return {
    ...guideCard(guide, context.language),
    sections: guide.sections.map((section) => ({
      heading: section.heading[context.language],
      paragraphs: section.paragraphs[context.language],
    })),
    products: (guide.products ?? []).flatMap((handle) => {
      const product = products.get(handle);
      return product ? [productCard(product, catalogue, context)] : [];
    }),
  };
}

/** Guides that are pages of their own but not articles to browse (after-purchase help, returns). */
const isArticle = (guide: Guide): boolean =>
  !guide.handle.startsWith("after-purchase-") && guide.handle !== "returns";

export function homeView(catalogue: Catalogue, guides: readonly Guide[], context: ViewContext): HomeView {
  return {
    categories: catalogue.categories.map((category) => ({
      handle: category.handle,
      path: categoryPath(category.handle),
      name: category.name[context.language],
      image: categoryImage(category.handle),
    })),
    featured: catalogue.products
      .filter((product) => product.featured)
      .map((product) => productCard(product, catalogue, context)),
    bundles: catalogue.bundles.map((bundle) => bundleCard(bundle, context)),
    guides: guides
      .filter(isArticle)
      .slice(0, 6)
      .map((guide) => guideCard(guide, context.language)),
  };
}

/** Every image the site shows, with what to draw: generated at build time. */
export function imageManifest(catalogue: Catalogue, guides: readonly Guide[], brandColour: string) {
  const images: { path: string; kind: Illustration; colour: string; label: string }[] = [];
  for (const product of catalogue.products) {
    for (const colour of new Set(product.variants.map((variant) => variant.colour))) {
      const hex = catalogue.colours[colour]?.hex ?? brandColour;
      images.push({
        path: productImage(product.handle, colour),
        kind: product.illustration,
        colour: hex,
        label: product.name["en-US"],
      });
    }
  }
  // Categories, bundles and guides are drawn in the brand colour.
  const pages = [
    ...catalogue.categories.map((c) => ({
      path: categoryImage(c.handle),
      kind: c.illustration,
      label: c.name,
    })),
    ...catalogue.bundles.map((b) => ({ path: bundleImage(b.handle), kind: b.illustration, label: b.name })),
    ...guides.map((g) => ({ path: guideImage(g.handle), kind: g.illustration, label: g.title })),
  ];
  for (const page of pages) images.push({ ...page, colour: brandColour, label: page.label["en-US"] });
  return images;
}

import { orderReviews } from "./review-order";
import type { ContentLanguage } from "../content/localized";
import { bundleLine } from "./bundle-choice";
import { softHyphens } from "./soft-hyphens";
import type { Guide } from "../guides/schema";
import { sectionView } from "../guides/service-pages";
import type { Catalogue, Bundle, Category, Product } from "./schema";
import { colourChoices, initialColour } from "./colour-choices";
import { productImage, categoryImage, guideImage, bundleImage } from "./images";
import { bundlePath, categoryPath, guidePath, productPath } from "./paths";
import type {
  ViewContext,
  ColourView,
  ProductCard,
  BundleCard,
  ProductView,
  CategoryView,
  BundleView,
  GuideCard,
  GuideView,
  HomeView,
} from "./view-types";

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

function bundleItems(bundle: Bundle, catalogue: Catalogue, { language, currency }: ViewContext) {
  return bundle.items.flatMap((sku) => {
    const product = catalogue.products.find((candidate) =>
      candidate.variants.some((variant) => variant.sku === sku),
    );
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (!product || !variant) return [];
    // The product's other colours, in the size the set names.
    const choices = product.variants
      .filter((candidate) => candidate.size === variant.size)
      .map((candidate) => ({
        sku: candidate.sku,
        colour: colourView(catalogue, candidate.colour, language).name,
        stock: candidate.stock,
      }));
    return [
      {
        sku,
        name: product.name[language],
        colour: colourView(catalogue, variant.colour, language).name,
        path: productPath(product.handle),
        image: productImage(product.handle, variant.colour),
        price: product.prices[currency],
        choices,
      },
    ];
  });
}

function bundleCard(bundle: Bundle, catalogue: Catalogue, context: ViewContext): BundleCard {
  const price = bundle.prices[context.currency];
  const itemsTotal = roundMoney(
    bundleItems(bundle, catalogue, context).reduce((sum, item) => sum + item.price, 0),
  );
  return {
    handle: bundle.handle,
    path: bundlePath(bundle.handle),
    name: bundle.name[context.language],
    price,
    currency: context.currency,
    image: bundleImage(bundle.handle),
    itemsTotal,
    saving: Math.max(0, roundMoney(itemsTotal - price)),
  };
}

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
      .map((bundle) => bundleCard(bundle, catalogue, context)),
    // Newest first: what a visitor reads first should still hold for the product sold today.
    reviews: orderReviews(
      (product.reviews ?? []).map((review) => ({ ...review, text: review.text[language] })),
      "newest",
    ),
  };
}

export function categoryView(category: Category, catalogue: Catalogue, context: ViewContext): CategoryView {
  return {
    handle: category.handle,
    name: category.name[context.language],
    // Beside the picture a phone leaves the title little room: long words get a place to break.
    heroTitle: softHyphens(category.heroTitle[context.language], context.language),
    heroText: category.heroText[context.language],
    image: categoryImage(category.handle),
    products: catalogue.products
      .filter((product) => product.category === category.handle)
      .map((product) => productCard(product, catalogue, context)),
    colourNames: Object.fromEntries(
      Object.entries(catalogue.colours).map(([key, colour]) => [key, colour.name[context.language]]),
    ),
  };
}

export function bundleView(bundle: Bundle, catalogue: Catalogue, context: ViewContext): BundleView {
  const card = bundleCard(bundle, catalogue, context);
  const items = bundleItems(bundle, catalogue, context);
  return {
    ...card,
    description: bundle.description[context.language],
    items,
    line: bundleLine({ handle: card.handle, items }, []),
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
    sections: guide.sections.map((section) => sectionView(section, context.language)),
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
      name: softHyphens(category.name[context.language], context.language),
      image: categoryImage(category.handle),
    })),
    featured: catalogue.products
      .filter((product) => product.featured)
      .map((product) => productCard(product, catalogue, context)),
    bundles: catalogue.bundles.map((bundle) => bundleCard(bundle, catalogue, context)),
    guides: guides
      .filter(isArticle)
      .slice(0, 6)
      .map((guide) => guideCard(guide, context.language)),
  };
}

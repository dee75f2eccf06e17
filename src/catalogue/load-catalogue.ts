import path from "node:path";
import { namedAfterHandle, readYamlFolder, yamlFilesIn } from "../content/read-yaml-files";
import { shownRating } from "./product-rating";
import { applyOffers, type EngineOffer } from "./offers";
import {
  bundlesFileSchema,
  categoriesFileSchema,
  coloursFileSchema,
  giftOptionsFileSchema,
  productSchema,
  type Catalogue,
  type CatalogueContent,
  type GiftOptionsContent,
  type ProductContent,
} from "./schema";

/** The product with the rating it shows, so that cards, pages, search and structured data agree. */
const withShownRating = (product: ProductContent): ProductContent => ({
  ...product,
  ...shownRating(product.reviews),
});

/** A review's words, as a shopper would recognise them again: case and spacing aside. */
const reviewWords = (text: string): string => text.trim().replace(/\s+/g, " ").toLowerCase();

export const loadCatalogueContent = (root: string, contentDir: string): CatalogueContent =>
  readCatalogue(root, contentDir);

/** `content/catalogue/` with the engine's prices and stock; a SKU the engine does not sell is a problem at its line. */
export const loadCatalogue = (root: string, contentDir: string, offers: readonly EngineOffer[]): Catalogue =>
  readCatalogue(root, contentDir, offers);

function readCatalogue(root: string, contentDir: string): CatalogueContent;
function readCatalogue(root: string, contentDir: string, offers: readonly EngineOffer[]): Catalogue;
/** Beyond each file's shape the files must agree: file names, categories, colours, relations, unique SKUs. */
function readCatalogue(
  root: string,
  contentDir: string,
  offers?: readonly EngineOffer[],
): CatalogueContent | Catalogue {
  const dir = path.join(contentDir, "catalogue");
  const { problems, read } = yamlFilesIn(root, dir);
  const categoriesFile = read("categories.yaml", categoriesFileSchema);
  const coloursFile = read("colours.yaml", coloursFileSchema);
  const bundlesFile = read("bundles.yaml", bundlesFileSchema);
  const giftFile = read("gift-options.yaml", giftOptionsFileSchema);
  const before = problems.problems.length;
  const productFiles = readYamlFolder(root, path.join(dir, "products"), productSchema, problems);
  // With a product file unreadable, references to it would be reported as false leads: skip them.
  const allProductsRead = problems.problems.length === before;

  const categories = new Set(categoriesFile?.value.categories.map((category) => category.handle));
  const colours = coloursFile?.value.colours ?? {};
  const handles = new Set(productFiles.map(({ value }) => value.handle));
  const skus = new Map<string, string>();
  // Where each review's words were first read, per language: a review is one shopper's, on one product.
  const reviewTexts = new Map<string, string>();

  for (const productFile of productFiles) {
    const { file, value: product, lineOf } = productFile;
    namedAfterHandle(productFile, "product", problems);
    if (categoriesFile && !categories.has(product.category)) {
      problems.add(
        file,
        lineOf(["category"]),
        `"${product.category}" is not a category in ${categoriesFile.file}`,
      );
    }
    product.variants.forEach((variant, i) => {
      const earlier = skus.get(variant.sku);
      if (earlier)
        problems.add(
          file,
          lineOf(["variants", i, "sku"]),
          `SKU ${variant.sku} is already used by ${earlier}`,
        );
      skus.set(variant.sku, product.handle);
      if (coloursFile && !colours[variant.colour]) {
        problems.add(
          file,
          lineOf(["variants", i, "colour"]),
          `"${variant.colour}" is not a colour in ${coloursFile.file}`,
        );
      }
    });
    product.reviews?.forEach((review, i) => {
      for (const [language, text] of Object.entries(review.text)) {
        const key = `${language} ${reviewWords(text)}`;
        const earlier = reviewTexts.get(key);
        if (earlier)
          problems.add(
            file,
            lineOf(["reviews", i, "text", language]),
            `this review says word for word what ${earlier} says: each review is one shopper's own words about this product`,
          );
        else reviewTexts.set(key, `the review by ${review.name} on ${product.handle}`);
      }
    });
    product.related?.forEach((related, i) => {
      if (allProductsRead && !handles.has(related))
        problems.add(file, lineOf(["related", i]), `there is no product "${related}"`);
    });
  }

  bundlesFile?.value.bundles.forEach((bundle, i) => {
    bundle.items.forEach((sku, j) => {
      if (allProductsRead && !skus.has(sku))
        problems.add(
          bundlesFile.file,
          bundlesFile.lineOf(["bundles", i, "items", j]),
          `there is no SKU ${sku}`,
        );
    });
  });

  problems.check();
  const content: CatalogueContent = {
    categories: categoriesFile?.value.categories ?? [],
    colours,
    products: productFiles.map(({ value }) => withShownRating(value)),
    bundles: bundlesFile?.value.bundles ?? [],
    // problems.check() has thrown if any file was missing or invalid.
    giftOptions: giftFile?.value as GiftOptionsContent,
  };
  if (!offers) return content;
  const priced = applyOffers(content, offers, {
    product: (handle, sku) => {
      const productFile = productFiles.find(({ value }) => value.handle === handle)!;
      const variant = productFile.value.variants.findIndex((candidate) => candidate.sku === sku);
      return { file: productFile.file, line: productFile.lineOf(["variants", variant, "sku"]) };
    },
    bundle: (index) => ({ file: bundlesFile!.file, line: bundlesFile!.lineOf(["bundles", index, "handle"]) }),
    giftOption: (key) => ({ file: giftFile!.file, line: giftFile!.lineOf([key, "sku"]) }),
  });
  for (const { file, line, message } of priced.problems) problems.add(file, line, message);
  problems.check();
  return priced.catalogue;
}

import path from "node:path";
import { namedAfterHandle, ProblemList, readYamlFolder, yamlFilesIn } from "../content/read-yaml-files";
import { shownRating } from "./product-rating";
import {
  bundlesFileSchema,
  categoriesFileSchema,
  coloursFileSchema,
  giftOptionsFileSchema,
  productSchema,
  type Bundle,
  type Category,
  type Colours,
  type GiftOptions,
  type Product,
} from "./schema";

export interface Catalogue {
  categories: Category[];
  colours: Colours;
  /** Their `rating` and `reviewCount` are the ones shown: the aggregate and written reviews as one. */
  products: Product[];
  bundles: Bundle[];
  giftOptions: GiftOptions;
}

/** The product with the rating it shows, so that cards, pages, search and structured data agree. */
function withShownRating(product: Product): Product {
  const { rating, reviewCount, ...rest } = product;
  return { ...rest, ...shownRating({ rating, reviewCount, reviews: rest.reviews }) };
}

/**
 * Reads `content/catalogue/`: categories, colours, one file per product, bundles and gift options.
 * Beyond each file's shape, the files must agree: every product file is named after its handle and sits
 * in a known category, colours and related products exist, SKUs are unique and bundles hold real SKUs.
 */
export function loadCatalogue(root: string, contentDir: string): Catalogue {
  const problems = new ProblemList();
  const dir = path.join(contentDir, "catalogue");
  const read = yamlFilesIn(root, dir, problems);
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
  return {
    categories: categoriesFile?.value.categories ?? [],
    colours,
    products: productFiles.map(({ value }) => withShownRating(value)),
    bundles: bundlesFile?.value.bundles ?? [],
    // problems.check() has thrown if any file was missing or invalid.
    giftOptions: giftFile?.value as GiftOptions,
  };
}

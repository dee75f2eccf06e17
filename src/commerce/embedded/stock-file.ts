import type { Catalogue } from "../../catalogue/load-catalogue";

/** Where the built site keeps the stock of every variant, for the embedded platform's check. */
export const STOCK_FILE = "/stock.json";

/** Every variant's stock by SKU, as the catalogue has it. */
export const stockCounts = (catalogue: Pick<Catalogue, "products">): Record<string, number> =>
  Object.fromEntries(
    catalogue.products.flatMap((product) => product.variants.map((variant) => [variant.sku, variant.stock])),
  );

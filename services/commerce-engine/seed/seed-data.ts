import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../settings";

type Localized = Record<"nl-NL" | "en-US", string>;
type Prices = Record<string, number>;

interface SeedProduct {
  handle: string;
  name: Localized;
  description: Localized;
  prices: Prices;
  variants: { sku: string; colour: string; stock: number }[];
}

interface SeedGiftOption {
  sku: string;
  name: Localized;
  prices: Prices;
}

interface SeedBundle {
  handle: string;
  name: Localized;
  description: Localized;
  prices: Prices;
}

interface SeedShippingMethod {
  id: string;
  name: Localized;
  delivery: Localized;
  prices: Prices;
  freeFrom?: Prices;
}

/** What a fresh engine starts with, read from the shop's content: the storefront's handles and SKUs. */
export interface SeedData {
  products: SeedProduct[];
  colours: Record<string, { name: Localized }>;
  giftOptions: { giftMessage: SeedGiftOption; giftBox: SeedGiftOption };
  bundles: SeedBundle[];
  shipping: SeedShippingMethod[];
  /** Every country a shop sells to, lower case. */
  countries: string[];
}

const read = <T>(file: string): T => parse(readFileSync(file, "utf8")) as T;

/**
 * The seed from `content/` (checked by the storefront's build, so read here as it is): products and
 * their variants, colours, gift options, sets, shipping methods and the countries the shops sell to.
 */
export function readSeedData(contentDir = path.join(PROJECT_ROOT, "content")): SeedData {
  const catalogue = path.join(contentDir, "catalogue");
  const productsDir = path.join(catalogue, "products");
  const shops = read<{ shops: { countries: string[]; external?: boolean }[] }>(
    path.join(contentDir, "shops.yaml"),
  );
  return {
    products: readdirSync(productsDir)
      .filter((file) => file.endsWith(".yaml"))
      .sort()
      .map((file) => read<SeedProduct>(path.join(productsDir, file))),
    colours: read<{ colours: SeedData["colours"] }>(path.join(catalogue, "colours.yaml")).colours,
    giftOptions: read<SeedData["giftOptions"]>(path.join(catalogue, "gift-options.yaml")),
    bundles: read<{ bundles: SeedBundle[] }>(path.join(catalogue, "bundles.yaml")).bundles,
    shipping: read<{ methods: SeedShippingMethod[] }>(path.join(contentDir, "shipping.yaml")).methods,
    countries: [
      ...new Set(shops.shops.filter((shop) => !shop.external).flatMap((shop) => shop.countries)),
    ].sort(),
  };
}

/** A short name for what makes a seed or a set of tables: texts, then the contents of files. */
export function hashOf(texts: string[], files: string[]): string {
  const hash = createHash("sha256");
  for (const text of texts) hash.update(text);
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

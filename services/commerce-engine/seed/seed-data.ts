import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../settings";

type Localized = Record<"nl-NL" | "en-US", string>;
type Prices = Record<string, number>;

interface ContentProduct {
  handle: string;
  name: Localized;
  description: Localized;
  variants: { sku: string; colour: string }[];
}

interface SeedProduct extends ContentProduct {
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

/** What a new engine starts selling at (`starting-offers.yaml`): the engine's own, not the content's. */
interface StartingOffers {
  products: Record<string, { prices: Prices; stock: Record<string, number> }>;
  bundles: Record<string, Prices>;
  giftOptions: Record<string, Prices>;
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
  countries: string[];
}

const read = <T>(file: string): T => parse(readFileSync(file, "utf8")) as T;

const STARTING_OFFERS_FILE = path.join(__dirname, "starting-offers.yaml");

/** The starting offer of an item the content names, or a clear stop: a new product needs its prices here. */
function startingOffer<T>(offers: Record<string, T>, key: string, what: string): T {
  const offer = offers[key];
  if (offer === undefined)
    throw new Error(`${STARTING_OFFERS_FILE}: ${what} ${key} has no starting prices: add them there`);
  return offer;
}

/**
 * The seed: from `content/` (checked by the storefront's build, so read here as it is) the products
 * with their names and SKUs, colours, gift options, sets, shipping methods and the countries the shops
 * sell to; from `starting-offers.yaml` the prices and stock they start with.
 */
export function readSeedData(contentDir = path.join(PROJECT_ROOT, "content")): SeedData {
  const catalogue = path.join(contentDir, "catalogue");
  const productsDir = path.join(catalogue, "products");
  const shops = read<{ shops: { countries: string[]; external?: boolean }[] }>(
    path.join(contentDir, "shops.yaml"),
  );
  const offers = read<StartingOffers>(STARTING_OFFERS_FILE);
  const gift = (option: Omit<SeedGiftOption, "prices">): SeedGiftOption => ({
    ...option,
    prices: startingOffer(offers.giftOptions, option.sku, "gift option"),
  });
  const giftOptions = read<Record<keyof SeedData["giftOptions"], SeedGiftOption>>(
    path.join(catalogue, "gift-options.yaml"),
  );
  return {
    products: readdirSync(productsDir)
      .filter((file) => file.endsWith(".yaml"))
      .sort()
      .map((file) => {
        const product = read<ContentProduct>(path.join(productsDir, file));
        const offer = startingOffer(offers.products, product.handle, "product");
        return {
          ...product,
          prices: offer.prices,
          variants: product.variants.map((variant) => ({ ...variant, stock: offer.stock[variant.sku] ?? 0 })),
        };
      }),
    colours: read<{ colours: SeedData["colours"] }>(path.join(catalogue, "colours.yaml")).colours,
    giftOptions: { giftMessage: gift(giftOptions.giftMessage), giftBox: gift(giftOptions.giftBox) },
    bundles: read<{ bundles: Omit<SeedBundle, "prices">[] }>(
      path.join(catalogue, "bundles.yaml"),
    ).bundles.map((bundle) => ({ ...bundle, prices: startingOffer(offers.bundles, bundle.handle, "set") })),
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

import { CURRENCIES, type Catalogue, type CatalogueContent, type Prices } from "./schema";

/** Price per currency, and units left (none when not counted by the piece, like a gift box). */
export interface EngineOffer {
  product: string;
  sku: string;
  prices: Prices;
  stock?: number;
}

export interface OfferPlaces {
  product(handle: string, sku: string): { file: string; line: number };
  bundle(index: number): { file: string; line: number };
  giftOption(key: keyof CatalogueContent["giftOptions"]): { file: string; line: number };
}

type Problem = { file: string; line: number; message: string };

/** Each currency's lowest price of the offers: what a product costs "from" when its variants differ. */
const lowestPrices = (offers: readonly EngineOffer[]): Prices =>
  Object.fromEntries(
    CURRENCIES.map((currency) => [currency, Math.min(...offers.map((offer) => offer.prices[currency]))]),
  ) as Prices;

const NOT_SOLD = "the shop's commerce engine does not sell";
const ADD_IT = "add it in the engine's admin (Catalog > Products) or take it out here";

/** A product costs its cheapest variant; what the engine lacks or leaves unpriced is a problem at its line. */
export function applyOffers(
  content: CatalogueContent,
  offers: readonly EngineOffer[],
  places: OfferPlaces,
): { catalogue: Catalogue; problems: Problem[] } {
  const problems: Problem[] = [];
  const bySku = new Map(offers.map((offer) => [offer.sku, offer]));
  const placeholder = Object.fromEntries(CURRENCIES.map((currency) => [currency, 0])) as Prices;

  const checked = (offer: EngineOffer | undefined, what: string, place: { file: string; line: number }) => {
    if (!offer) {
      problems.push({ ...place, message: `${NOT_SOLD} ${what}: ${ADD_IT}` });
      return undefined;
    }
    const missing = CURRENCIES.filter((currency) => !(offer.prices[currency] > 0));
    if (missing.length > 0)
      problems.push({
        ...place,
        message: `the shop's commerce engine has no price in ${missing.join(", ")} for ${offer.sku}: add it in the engine's admin`,
      });
    return offer;
  };

  const products = content.products.map((product) => {
    const variants = product.variants.map((variant) => {
      const found = bySku.get(variant.sku);
      const offer = checked(
        found?.product === product.handle ? found : undefined,
        `SKU ${variant.sku}`,
        places.product(product.handle, variant.sku),
      );
      return { ...variant, stock: Math.max(0, offer?.stock ?? 0) };
    });
    const sold = product.variants.flatMap((variant) => bySku.get(variant.sku) ?? []);
    return { ...product, variants, prices: sold.length ? lowestPrices(sold) : placeholder };
  });

  const bundles = content.bundles.map((bundle, index) => {
    const offer = offers.find((candidate) => candidate.product === bundle.handle);
    checked(offer, `the set ${bundle.handle}`, places.bundle(index));
    return { ...bundle, prices: offer?.prices ?? placeholder };
  });

  const giftOption = (key: "giftMessage" | "giftBox") => {
    const option = content.giftOptions[key];
    const offer = checked(bySku.get(option.sku), `SKU ${option.sku}`, places.giftOption(key));
    return { ...option, prices: offer?.prices ?? placeholder };
  };

  return {
    catalogue: {
      ...content,
      products,
      bundles,
      giftOptions: { giftMessage: giftOption("giftMessage"), giftBox: giftOption("giftBox") },
    },
    problems,
  };
}

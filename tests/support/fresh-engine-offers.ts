import path from "node:path";
import { readSnapshot } from "../../src/commerce/vendure/catalogue-snapshot";

/** The fixture copy of what a fresh engine sells: `tests/commerce/fresh-engine-offers.test.ts` keeps it true. */
export const FRESH_ENGINE_CATALOGUE = path.resolve(__dirname, "../fixtures/.data/commerce/catalogue.json");

/** Every variant a fresh engine sells, priced in each currency, with its stock. */
export const FRESH_ENGINE_OFFERS = readSnapshot(FRESH_ENGINE_CATALOGUE).offers;

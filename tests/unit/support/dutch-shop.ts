import type { Shop } from "../../../src/shops/shops-schema";

/** The Dutch regional shop, in Dutch and English, in euros. */
export const DUTCH_SHOP: Shop = {
  id: "nl",
  name: "Babyshop Nederland",
  origin: "https://nl.babyshop.example",
  countries: ["nl"],
  currency: "EUR",
  languages: ["nl-NL", "en-US"],
  defaultLanguage: "nl-NL",
};

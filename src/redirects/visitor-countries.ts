import { timeZonesOfCountry } from "../country/time-zones";
import type { ShopsFile } from "../shops/shops-schema";
import { ruleCountries } from "./resolve";
import type { RedirectRule } from "./rule";

/** Every country a shop sells to: the columns of the matrix. */
export const shopCountries = (shops: ShopsFile): string[] =>
  [...new Set(shops.shops.flatMap((shop) => shop.countries))].sort();

/** The time zones of each country that has a rule, so that a stub can tell the country by clock. */
export const timeZonesOf = (rules: readonly RedirectRule[]): Record<string, string[]> =>
  Object.fromEntries(ruleCountries(rules).map((country) => [country, timeZonesOfCountry(country)]));

import { timeZonesOfCountry } from "../country/time-zones";
import type { ShopsFile } from "../shops/shops-schema";
import { ruleCountries } from "./resolve";
import type { RedirectRule } from "./rule";

export const shopCountries = (shops: ShopsFile): string[] =>
  [...new Set(shops.shops.flatMap((shop) => shop.countries))].sort();

export const timeZonesOf = (rules: readonly RedirectRule[]): Record<string, string[]> =>
  Object.fromEntries(ruleCountries(rules).map((country) => [country, timeZonesOfCountry(country)]));

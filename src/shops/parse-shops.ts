import { ContentError } from "../content/content-error";
import { withRules } from "../content/content-rules";
import { parseYaml } from "../content/parse-yaml";
import { isKnownCountry } from "../country/reference";
import { shopsFileSchema, type ShopsFile } from "./shops-schema";

/** Every country must belong to one shop; a built shop may only use languages with translations. */
export function parseShops(file: string, text: string, translatedLanguages: readonly string[]): ShopsFile {
  const parsed = parseYaml(file, text, shopsFileRules(translatedLanguages));
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value;
}

const shopsFileRules = (translatedLanguages: readonly string[]) =>
  withRules(shopsFileSchema, (value, report) => {
    const ids = new Set<string>();
    const ownerOf = new Map<string, string>();
    value.shops.forEach((shop, i) => {
      if (ids.has(shop.id)) report(["shops", i, "id"], `the shop id "${shop.id}" is used twice`);
      ids.add(shop.id);
      shop.countries.forEach((country, j) => {
        const where = ["shops", i, "countries", j];
        if (!isKnownCountry(country)) report(where, `"${country}" is not a known country code`);
        const owner = ownerOf.get(country);
        if (owner) report(where, `country "${country}" is already sold by shop "${owner}"`);
        ownerOf.set(country, shop.id);
      });
      if (!shop.languages.includes(shop.defaultLanguage)) {
        report(["shops", i, "defaultLanguage"], `the default language must be one of the shop's languages`);
      }
      if (!shop.external) {
        shop.languages.forEach((language, j) => {
          if (!translatedLanguages.includes(language)) {
            report(
              ["shops", i, "languages", j],
              `there are no translations for "${language}" (available: ${translatedLanguages.join(", ")})`,
            );
          }
        });
      }
    });
    if (!ids.has(value.default))
      report(["default"], `the default shop "${value.default}" is not in the list`);
  });

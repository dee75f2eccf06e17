import { type Catalogue, CURRENCIES } from "../../src/catalogue/schema";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../src/content/localized";
import type { Guide } from "../../src/guides/schema";
import type { ServicePage } from "../../src/guides/service-pages";
import type { Synonyms, SynonymRule } from "../../src/search/merchandising/schema";
import type { ShopsFile } from "../../src/shops/shops-schema";
import { catalogueRecords, type RecordContext, type ServiceRecord } from "./catalogue-records";
import type { ColourWords } from "./query-understanding";
import { createSearchIndex, type SearchIndex } from "./search-index";
import { createSuggestionIndex, type SuggestionIndex } from "./suggestions";

const apiKeyFor = (shopId: string, language: string): string => `local-${shopId}-${language}`;

export interface ShopIndex extends RecordContext {
  apiKey: string;
  records: ServiceRecord[];
  /** Records by id, and products also by each of their SKUs. */
  lookup: ReadonlyMap<string, ServiceRecord>;
  categories: ReadonlyMap<string, string>;
  categoryNames: ReadonlyMap<string, string>;
  search: SearchIndex;
  suggestions: SuggestionIndex;
  synonyms: readonly SynonymRule[];
  /** A shopper may search in the shops' other languages too ("draagzak" on the English shop). */
  otherLanguages: readonly { search: SearchIndex; synonyms: readonly SynonymRule[] }[];
  colours: readonly ColourWords[];
  sizes: readonly string[];
}

/** Texts are the same for every shop of a language, so full-text indexes are built once per language. */
export function buildShopIndexes(
  shops: ShopsFile,
  catalogue: Catalogue,
  guides: readonly Guide[],
  synonyms: Synonyms,
  servicePages: readonly ServicePage[] = [],
): Map<string, ShopIndex> {
  const textIndexes = new Map<ContentLanguage, { search: SearchIndex; suggestions: SuggestionIndex }>();
  const indexes = new Map<string, ShopIndex>();
  const colours = Object.entries(catalogue.colours).map(([key, colour]) => ({
    key,
    names: Object.values(colour.name),
  }));
  const sizes = [
    ...new Set(catalogue.products.flatMap((product) => product.variants.flatMap((v) => v.size ?? []))),
  ];
  for (const shop of shops.shops) {
    const currency = CURRENCIES.find((candidate) => candidate === shop.currency);
    if (shop.external || !currency) continue;
    for (const language of CONTENT_LANGUAGES.filter((candidate) => shop.languages.includes(candidate))) {
      const records = catalogueRecords(catalogue, guides, { shop, language, currency }, servicePages);
      let text = textIndexes.get(language);
      if (!text) {
        text = {
          // Pictures are found through their product (see record-query).
          search: createSearchIndex(
            records.filter((record) => record.type !== "KLEVU_IMAGE"),
            language,
          ),
          suggestions: createSuggestionIndex(records, language),
        };
        textIndexes.set(language, text);
      }
      const apiKey = apiKeyFor(shop.id, language);
      indexes.set(apiKey, {
        apiKey,
        shop,
        language,
        currency,
        records,
        lookup: new Map(
          records.flatMap((record) => [
            [record.id, record] as const,
            ...[...record.skus].map((sku) => [sku, record] as const),
          ]),
        ),
        categories: new Map(
          catalogue.categories.flatMap((category) => [
            [category.handle, category.handle],
            [category.name[language].toLowerCase(), category.handle],
          ]),
        ),
        categoryNames: new Map(
          catalogue.categories.map((category) => [category.handle, category.name[language]]),
        ),
        ...text,
        synonyms: synonyms[language],
        otherLanguages: [],
        colours,
        sizes,
      });
    }
  }
  // Once every language's texts are indexed, each key searches the others' too.
  for (const index of indexes.values())
    index.otherLanguages = [...textIndexes].flatMap(([language, text]) =>
      language === index.language ? [] : [{ search: text.search, synonyms: synonyms[language] }],
    );
  return indexes;
}

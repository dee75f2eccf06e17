import path from "node:path";
import { describe, expect, it } from "vitest";
import { kmcMaps } from "../../../services/search-local/kmc";
import { runRecordQuery } from "../../../services/search-local/record-query";
import { recordQuerySchema } from "../../../services/search-local/search-request";
import { loadSearchServiceData } from "../../../services/search-local/service-data";
import { keywordRedirect } from "../../../src/search/keyword-pages";
import { FRESH_ENGINE_CATALOGUE } from "../../support/fresh-engine-offers";

// The shop's own service pages and keyword redirects: what a shopper asking a service question meets.
const data = loadSearchServiceData(path.resolve(__dirname, "../../.."), {
  COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
});
const shop = (language: string) => [...data.shops.values()].find((index) => index.language === language)!;
const pages = (term: string, language: string) =>
  runRecordQuery(
    recordQuerySchema.parse({
      id: "pages",
      typeOfRequest: "SEARCH",
      settings: { query: { term }, typeOfRecords: ["KLEVU_CMS"], limit: 3 },
    }),
    shop(language),
  ).records.map((record) => record.url);

describe("service pages in search", () => {
  it("are found as content by the words of their texts, in both languages", () => {
    const customerService = expect.stringMatching(/^https:\/\/[^/]+\/customer-service\/$/);
    expect(pages("contact", "en-US")).toContainEqual(customerService);
    expect(pages("delivery", "en-US")).toContainEqual(customerService);
    expect(pages("klantenservice", "nl-NL")[0]).toEqual(customerService);
    expect(pages("garantie", "nl-NL")).toContainEqual(expect.stringMatching(/\/returns-and-warranty\/$/));
  });

  it("open on Enter for the service questions shoppers ask, in both languages", () => {
    const opens = (term: string, language: string) =>
      keywordRedirect(kmcMaps(shop(language), data.merchandising).klevu_keywordUrlMap, term);
    for (const term of ["contact", "delivery", "shipping", "customer service"])
      expect(opens(term, "en-US")).toMatch(/\/customer-service\/$/);
    for (const term of ["klantenservice", "bezorging", "verzending"])
      expect(opens(term, "nl-NL")).toMatch(/\/customer-service\/$/);
    expect(opens("warranty", "en-US")).toMatch(/\/returns-and-warranty\/$/);
    expect(opens("return policy", "en-US")).toMatch(/\/returns-and-warranty\/$/);
    expect(opens("garantie", "nl-NL")).toMatch(/\/returns-and-warranty\/$/);
  });
});

import { KlevuConfig, KlevuFetch, KlevuTypeOfRecord, search } from "@klevu/core";

/** One search for products, as the storefront's search page makes it, against the local service. */
export async function searchProducts(term) {
  KlevuConfig.init({
    url: `${process.env.GATSBY_SEARCH_SERVICE_URL}/cs/v2/search`,
    apiKey: "local-nl-nl-NL",
    useConsent: true,
    consentGiven: false,
  });
  const response = await KlevuFetch(
    search(term, { id: "search", limit: 12, typeOfRecords: [KlevuTypeOfRecord.Product] }),
  );
  return response.queriesById("search").records.map((record) => ({
    id: record.id,
    name: record.name,
    image: new URL(record.imageUrl || record.image, "http://localhost").pathname,
  }));
}

import type { KlevuApiRawResponse, KlevuQueryResult, KlevuTypeOfSearch } from "@klevu/core";
import { runRecordQuery } from "./record-query";
import { describeRequestProblem, searchRequestSchema } from "./search-request";
import type { ShopIndex } from "./shop-index";
import { suggest } from "./suggestions";

type SearchResponse = KlevuApiRawResponse & { meta: { apiKey?: string } };

export interface SearchAnswer {
  status: number;
  body: SearchResponse;
}

const DEFAULT_SUGGESTIONS = 5;

// A query with a fallback is followed by the fallback's result when it found fewer than asked. An invalid
// request gets 400 with `meta.error`, and empty results so that a page still renders.
export function answerSearch(payload: unknown, shops: ReadonlyMap<string, ShopIndex>): SearchAnswer {
  const started = performance.now();
  const parsed = searchRequestSchema.safeParse(payload);
  if (!parsed.success) return failure(describeRequestProblem(parsed.error), payload);
  const request = parsed.data;
  const apiKey = request.context.apiKeys[0]!;
  const shop = shops.get(apiKey);
  if (!shop) return failure(`"${apiKey}" is not an API key of this service`, payload, apiKey);

  const queries = request.recordQueries ?? [];
  const queryResults = queries
    .filter((query) => !query.isFallbackQuery)
    .flatMap((query) => {
      const result = runRecordQuery(query, shop);
      const { fallbackQueryId, fallbackWhenCountLessThan = 1 } = query.settings;
      const fallback = fallbackQueryId && queries.find((candidate) => candidate.id === fallbackQueryId);
      return fallback && result.meta.totalResultsFound < fallbackWhenCountLessThan
        ? [result, runRecordQuery(fallback, shop)]
        : [result];
    });
  const suggestionResults = (request.suggestions ?? []).map((query) => ({
    id: query.id,
    suggestions: suggest(shop, query.query, {
      limit: query.limit ?? DEFAULT_SUGGESTIONS,
      highlight: [query.hlStartElem ?? "<b>", query.hlEndElem ?? "</b>"],
    }).map((text) => ({ suggest: text })),
  }));
  return {
    status: 200,
    body: {
      meta: { apiKey, qTime: Math.round(performance.now() - started), responseCode: 200 },
      queryResults,
      suggestionResults,
    },
  };
}

function failure(error: string, payload: unknown, apiKey?: string): SearchAnswer {
  const request = payload as { recordQueries?: unknown; suggestions?: unknown } | null;
  const ids = (list: unknown): string[] =>
    Array.isArray(list) ? list.flatMap((query) => (typeof query?.id === "string" ? [query.id] : [])) : [];
  return {
    status: 400,
    body: {
      meta: { apiKey, qTime: 0, responseCode: 400, error },
      queryResults: ids(request?.recordQueries).map((id) => emptyResult(id, apiKey ?? "")),
      suggestionResults: ids(request?.suggestions).map((id) => ({ id, suggestions: [] })),
    },
  };
}

const emptyResult = (id: string, apiKey: string): KlevuQueryResult => ({
  id,
  meta: {
    apiKey,
    isPersonalised: false,
    qTime: 0,
    noOfResults: 0,
    totalResultsFound: 0,
    offset: 0,
    typeOfSearch: "WILDCARD_AND" as KlevuTypeOfSearch,
    debuggingInformation: {},
    notificationCode: 1,
    searchedTerm: "",
  },
  records: [],
});

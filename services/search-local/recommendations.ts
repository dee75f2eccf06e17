import type { ServiceRecord } from "./catalogue-records";
import type { Ranked } from "./sorting";

export type RecommendationRequest =
  | "RECS_TRENDING"
  | "RECS_CUSTOM"
  | "RECS_NEW_ARRIVALS"
  | "RECS_SIMILAR"
  | "RECS_SIMILAR_IMAGES"
  | "RECS_ALSO_VIEWED"
  | "RECS_ALSO_BOUGHT";

export const RECOMMENDS_FROM_SOURCES: ReadonlySet<string> = new Set([
  "RECS_SIMILAR",
  "RECS_SIMILAR_IMAGES",
  "RECS_ALSO_VIEWED",
  "RECS_ALSO_BOUGHT",
]);

const inOrder = (records: readonly ServiceRecord[]): Ranked[] =>
  records.map((record, i) => ({ record, score: records.length - i }));

const listed = (candidates: readonly ServiceRecord[], handles: readonly string[]): ServiceRecord[] =>
  [...new Set(handles)].flatMap((handle) => candidates.find((record) => record.id === handle) ?? []);

/** Only candidates that share the category or the kind are similar at all; then by price. */
function similar(candidates: readonly ServiceRecord[], sources: readonly ServiceRecord[]): ServiceRecord[] {
  const score = (record: ServiceRecord) =>
    Math.max(
      0,
      ...sources.map((source) => {
        const sameCategory = record.category?.value === source.category?.value;
        const sameKind = record.illustration === source.illustration;
        if (!sameCategory && !sameKind) return 0;
        const priceGap =
          Math.abs((record.price ?? 0) - (source.price ?? 0)) /
          Math.max(record.price ?? 1, source.price ?? 1);
        return 2 * Number(sameCategory) + Number(sameKind) + (1 - Math.min(priceGap, 1));
      }),
    );
  return candidates
    .map((record) => ({ record, score: score(record) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.record.popularity - b.record.popularity)
    .map((entry) => entry.record);
}

// Also-viewed puts the sources' related products first; bought-together lists what shares a bundle with them,
// then their related products. The sources themselves are never recommended.
export function recommend(
  type: RecommendationRequest,
  pool: readonly ServiceRecord[],
  sources: readonly ServiceRecord[],
): Ranked[] {
  const sourceIds = new Set(sources.map((source) => source.id));
  const candidates = pool.filter((record) => !sourceIds.has(record.id));
  switch (type) {
    case "RECS_NEW_ARRIVALS":
      return inOrder(
        candidates
          .filter((record) => record.added)
          .sort((a, b) => b.added!.localeCompare(a.added!) || a.popularity - b.popularity),
      );
    case "RECS_SIMILAR":
    case "RECS_SIMILAR_IMAGES":
      return inOrder(similar(candidates, sources));
    case "RECS_ALSO_VIEWED": {
      const related = listed(
        candidates,
        sources.flatMap((source) => source.related),
      );
      const rest = candidates.filter((record) => !related.includes(record));
      return inOrder([...related, ...similar(rest, sources)]);
    }
    case "RECS_ALSO_BOUGHT":
      return inOrder(
        listed(
          candidates,
          sources.flatMap((source) => [...source.boughtWith, ...source.related]),
        ),
      );
    default:
      return inOrder([...candidates].sort((a, b) => a.popularity - b.popularity));
  }
}

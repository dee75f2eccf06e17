import { z } from "zod";
import { SEARCH_TYPES } from "./search-index";

const keyValue = z.looseObject({ key: z.string(), value: z.coerce.string() });
const recordRefs = z.array(
  z.looseObject({
    typeOfRecord: z.string().optional(),
    records: z.array(
      z.looseObject({ id: z.coerce.string().optional(), itemGroupId: z.coerce.string().optional() }),
    ),
  }),
);
const count = z.coerce.number().int().nonnegative();

const REQUEST_TYPES = [
  "SEARCH",
  "CATNAV",
  "RECS_NEW_ARRIVALS",
  "RECS_SIMILAR",
  "RECS_TRENDING",
  "RECS_ALSO_VIEWED",
  "RECS_ALSO_BOUGHT",
  "RECS_SIMILAR_IMAGES",
  "RECS_CUSTOM",
  "SKIP",
] as const;

export const recordQuerySchema = z.looseObject({
  id: z.string().min(1),
  typeOfRequest: z.enum(REQUEST_TYPES),
  isFallbackQuery: z.boolean().optional(),
  settings: z
    .looseObject({
      query: z.looseObject({ term: z.string().optional(), categoryPath: z.string().optional() }).optional(),
      groupBy: z.string().optional(),
      typeOfRecords: z.array(z.string()).optional(),
      fields: z.array(z.string()).optional(),
      sort: z.string().optional(),
      advancedSorting: z.array(z.looseObject({ key: z.string(), order: z.enum(["ASC", "DESC"]) })).optional(),
      limit: count.optional(),
      offset: count.optional(),
      typeOfSearch: z.enum(SEARCH_TYPES).optional(),
      searchPrefs: z.array(z.string()).optional(),
      fallbackQueryId: z.string().optional(),
      fallbackWhenCountLessThan: count.optional(),
      topIds: z.array(keyValue).optional(),
      excludeIds: z.array(keyValue).optional(),
      customANDQuery: z.string().optional(),
      context: z
        .looseObject({ recentObjects: recordRefs.optional(), sourceObjects: recordRefs.optional() })
        .optional(),
    })
    .default({}),
  filters: z
    .looseObject({
      filtersToReturn: z
        .looseObject({
          enabled: z.boolean().optional(),
          include: z.array(z.string()).optional(),
          exclude: z.array(z.string()).optional(),
          options: z
            .looseObject({
              order: z.enum(["FREQ", "INDEX"]).optional(),
              limit: count.optional(),
              mincount: count.optional(),
            })
            .optional(),
          rangeFilterSettings: z
            .array(z.looseObject({ key: z.string(), minMax: z.boolean().optional() }))
            .optional(),
        })
        .optional(),
      applyFilters: z
        .looseObject({
          filters: z.array(
            z.looseObject({ key: z.string(), values: z.array(z.union([z.string(), z.number()])) }),
          ),
        })
        .optional(),
    })
    .optional(),
});

const suggestionQuerySchema = z.looseObject({
  id: z.string().min(1),
  typeOfRequest: z.literal("AUTO_SUGGESTIONS"),
  query: z.string(),
  limit: count.optional(),
  hlStartElem: z.string().optional(),
  hlEndElem: z.string().optional(),
});

/** Unknown fields pass: the SDK merges option objects into `settings`. */
export const searchRequestSchema = z.looseObject({
  context: z.looseObject({ apiKeys: z.array(z.string()).min(1) }),
  recordQueries: z.array(recordQuerySchema).optional(),
  suggestions: z.array(suggestionQuerySchema).optional(),
});

export type RecordQuery = z.output<typeof recordQuerySchema>;
export type QuerySettings = RecordQuery["settings"];
export type AppliedFilter = NonNullable<
  NonNullable<RecordQuery["filters"]>["applyFilters"]
>["filters"][number];
export type FiltersToReturn = NonNullable<NonNullable<RecordQuery["filters"]>["filtersToReturn"]>;

export function describeRequestProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "the request is not valid";
  const where = issue.path.length ? issue.path.join(".") : "the request";
  return `${where}: ${issue.message}`;
}

import { z } from "zod";
import { readCalendarDay } from "../../content/calendar-day";
import { localizedText } from "../../content/localized";
import { normaliseSearchTerm } from "../search-term";

const handle = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: "write lower-case words joined by dashes, like home-trending",
});

const term = z.string().refine((text) => text !== "" && normaliseSearchTerm(text) === text, {
  error: 'write search terms in lower case with single spaces, like "baby carrier"',
});

/** A page of the shop, without the language prefix; the loader checks that it exists. */
const pagePath = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*$/, { error: "write the page's path with slashes around it, like /stores/" });

const imagePath = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/, {
  error: "write the image's path, like /images/categories/bouncers.svg",
});

/** Banner dates are written as KMC writes them, year/month/day. */
const bannerDate = z.string().refine((date) => readCalendarDay(date, "/") !== undefined, {
  error: "write a date that exists as YYYY/MM/DD, like 2026/12/01",
});

export const BANNER_POSITIONS = ["top", "bottom"] as const;

export const bannersFileSchema = z.strictObject({
  banners: z.array(
    z.strictObject({
      name: z.string().trim().min(1, { error: "give the banner a name" }),
      image: imagePath,
      alt: localizedText,
      link: pagePath,
      showOnLandingPage: z.boolean(),
      showOnQuickSearch: z.boolean(),
      showOnCategoryPage: z.boolean(),
      position: z.enum(BANNER_POSITIONS, { error: `pick one of: ${BANNER_POSITIONS.join(", ")}` }),
      startDate: bannerDate,
      /** Empty or left out: the banner runs until it is removed. */
      endDate: z.union([bannerDate, z.literal("")]).default(""),
      /** Search terms or category handles; null or left out: every term. */
      showForTerms: z
        .array(term)
        .min(1, { error: "list at least one term, or write null" })
        .nullable()
        .default(null),
    }),
  ),
});

export const keywordRedirectsFileSchema = z.strictObject({
  redirects: z.array(
    z.strictObject({
      keywords: z.array(term).min(1, { error: "list at least one keyword" }),
      page: pagePath,
    }),
  ),
});

export const PAGE_TYPES = ["HOME", "CATEGORY", "PRODUCT", "CHECKOUT"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const LOGICS = [
  "TRENDING",
  "TRENDING_PERSONALIZED",
  "NEWEST_ARRIVALS",
  "RECENTLY_VIEWED",
  "HAND_PICKED",
  "SIMILAR",
  "OTHER_ALSO_VIEWED",
  "BOUGHT_TOGETHER_PDP",
  "BOUGHT_TOGETHER",
  "VISUALLY_SIMILAR",
  "CUSTOM_LOGIC",
] as const;
export type RecommendationLogic = (typeof LOGICS)[number];

export const LOGICS_BY_PAGE_TYPE: Record<PageType, readonly RecommendationLogic[]> = {
  HOME: [
    "TRENDING",
    "TRENDING_PERSONALIZED",
    "NEWEST_ARRIVALS",
    "RECENTLY_VIEWED",
    "HAND_PICKED",
    "CUSTOM_LOGIC",
  ],
  CATEGORY: ["TRENDING", "TRENDING_PERSONALIZED", "NEWEST_ARRIVALS", "HAND_PICKED", "CUSTOM_LOGIC"],
  PRODUCT: [
    "SIMILAR",
    "OTHER_ALSO_VIEWED",
    "BOUGHT_TOGETHER_PDP",
    "VISUALLY_SIMILAR",
    "HAND_PICKED",
    "CUSTOM_LOGIC",
  ],
  CHECKOUT: ["BOUGHT_TOGETHER", "HAND_PICKED", "CUSTOM_LOGIC"],
};

const maxProducts = "show a whole number of products, from 1 to 24";

export const RECOMMENDATION_ACTIONS = ["HIDE_RECOMMENDATION", "STATIC_CONTENT"] as const;

export const recommendationsFileSchema = z.strictObject({
  recommendations: z.array(
    z.strictObject({
      key: handle,
      title: localizedText,
      pageType: z.enum(PAGE_TYPES, { error: `pick one of: ${PAGE_TYPES.join(", ")}` }),
      logic: z.enum(LOGICS, { error: `pick one of: ${LOGICS.join(", ")}` }),
      maxProducts: z
        .number()
        .int({ error: maxProducts })
        .min(1, { error: maxProducts })
        .max(24, { error: maxProducts }),
      /** Product handles, in order: only for HAND_PICKED. */
      products: z.array(handle).min(1).optional(),
      action: z
        .enum(RECOMMENDATION_ACTIONS, { error: `pick one of: ${RECOMMENDATION_ACTIONS.join(", ")}` })
        .optional(),
      staticContent: z
        .strictObject({
          link: pagePath,
          images: z
            .array(
              z.strictObject({
                resolution: z.string().regex(/^[a-z]+$/, { error: "write one word, like desktop or mobile" }),
                image: imagePath,
                alt: localizedText,
                maxWidth: z.number().int().positive({ error: "the widest size in pixels, like 1200" }),
              }),
            )
            .min(1, { error: "list at least one image" }),
        })
        .optional(),
    }),
  ),
});

export type Banner = z.output<typeof bannersFileSchema>["banners"][number];
export type KeywordRedirect = z.output<typeof keywordRedirectsFileSchema>["redirects"][number];
export type Recommendation = z.output<typeof recommendationsFileSchema>["recommendations"][number];

const synonymWords = 'write words that mean the same as "pram, stroller", or "travel cot => travel crib"';

/** Klevu's console syntax: `a, b, c` is two-way; `a => b, c` one-way (a finds what b and c do). */
const synonymRule = z.string().transform((line, context) => {
  const sides = line.split("=>");
  const words = (side: string) => side.split(",").map((word) => word.trim());
  const [when, alsoSearch] =
    sides.length === 2 ? [words(sides[0]!), words(sides[1]!)] : [words(line), words(line)];
  const all = [...new Set([...when, ...alsoSearch])];
  const invalid = all.find((word) => word === "" || normaliseSearchTerm(word) !== word);
  if (sides.length > 2 || when.length === 0 || all.length < 2 || (sides.length === 2 && when.length > 1))
    context.addIssue({ code: "custom", message: synonymWords, params: { rule: true } });
  else if (invalid !== undefined)
    context.addIssue({
      code: "custom",
      message: `write "${invalid}" in lower case with single spaces, between commas`,
      params: { rule: true },
    });
  return { when, alsoSearch };
});

const synonymRules = z.array(synonymRule).default([]);

export const synonymsFileSchema = z.strictObject({
  synonyms: z.strictObject({ "nl-NL": synonymRules, "en-US": synonymRules }),
});

export type SynonymRule = z.output<typeof synonymRule>;
export type Synonyms = z.output<typeof synonymsFileSchema>["synonyms"];

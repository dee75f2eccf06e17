/** Consent categories, as offered in the cookie banner. `strict` is always granted. */
export const CONSENT_CATEGORIES = ["strict", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Everything the site may keep in the visitor's browser, and the category each needs. */
const REQUIRED_CATEGORY = {
  /** The country and language picked for the shop, the cart and the consent choice itself. */
  country: "strict",
  language: "strict",
  cart: "strict",
  consent: "strict",
  /** Search visitor identifiers: session id, segments, IP data, recent searches and clicks. */
  searchVisitor: "statistics",
  tagManager: "statistics",
  /** Affiliate click ids (Awin, CJ). */
  affiliate: "marketing",
} as const satisfies Record<string, ConsentCategory>;

export type StoredData = keyof typeof REQUIRED_CATEGORY;

/** May `data` be stored, given the categories the visitor granted? */
export function mayStore(data: StoredData, granted: readonly ConsentCategory[]): boolean {
  const category = REQUIRED_CATEGORY[data];
  return category === "strict" || granted.includes(category);
}

/** The granted categories from a consent tool's list: unknown names dropped, `strict` always in. */
export function grantedCategories(accepted: readonly string[]): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => category === "strict" || accepted.includes(category));
}

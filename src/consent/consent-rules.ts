/** Consent categories, as offered in the cookie banner. `strict` is always granted. */
export const CONSENT_CATEGORIES = ["strict", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const REQUIRED_CATEGORY = {
  /** The country and language picked for the shop, the cart and the consent choice itself. */
  country: "strict",
  language: "strict",
  cart: "strict",
  consent: "strict",
  /** Search visitor identifiers: session id, segments, IP data, recent searches and clicks. */
  searchVisitor: "statistics",
  tagManager: "statistics",
  affiliate: "marketing",
} as const satisfies Record<string, ConsentCategory>;

export type StoredData = keyof typeof REQUIRED_CATEGORY;

export function mayStore(data: StoredData, granted: readonly ConsentCategory[]): boolean {
  const category = REQUIRED_CATEGORY[data];
  return category === "strict" || granted.includes(category);
}

export function grantedCategories(accepted: readonly unknown[]): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => category === "strict" || accepted.includes(category));
}

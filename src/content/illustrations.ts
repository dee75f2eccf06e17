/** One drawing per kind of product; `accessory` is a bag. */
export const ILLUSTRATIONS = [
  "carrier",
  "bouncer",
  "crib",
  "cradle",
  "travel-crib",
  "bath",
  "kitchen",
  "accessory",
  "high-chair",
  "toy-bar",
  "toy",
  "hood",
  "cover",
  "belt",
  "bib",
  "cup",
  "mattress",
  "sheet",
  "sleep-bag",
  "potty",
  "step-stool",
  "towel",
  "gift-card",
  "gift-box",
] as const;

export type Illustration = (typeof ILLUSTRATIONS)[number];

/** The drawings of generated product and guide images, one per kind of product. */
export const ILLUSTRATIONS = [
  "carrier",
  "bouncer",
  "crib",
  "cradle",
  "travel-crib",
  "bath",
  "kitchen",
  "accessory",
] as const;

export type Illustration = (typeof ILLUSTRATIONS)[number];

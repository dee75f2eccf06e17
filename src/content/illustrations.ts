/** The drawings of generated product and guide images, one per kind of product (gift options included). */
export const ILLUSTRATIONS = [
  "carrier",
  "bouncer",
  "crib",
  "cradle",
  "travel-crib",
  "bath",
  "kitchen",
  "accessory",
  "gift-card",
  "gift-box",
] as const;

export type Illustration = (typeof ILLUSTRATIONS)[number];

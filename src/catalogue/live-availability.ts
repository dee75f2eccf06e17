import { colourChoices } from "./colour-choices";
import type { ProductView } from "./view-types";

/** What the shop has of each variant and asks for it now, by SKU: read from the platform as a page opens. */
export type Availability = Record<string, { stock: number; price: number }>;

/** What `live` does not name stays as built. */
export function withAvailability(view: ProductView, live: Availability): ProductView {
  const variants = view.variants.map((variant) => ({
    ...variant,
    stock: live[variant.sku]?.stock ?? variant.stock,
  }));
  const price = view.variants.map((variant) => live[variant.sku]?.price).find((found) => found !== undefined);
  return { ...view, variants, colourChoices: colourChoices(variants), price: price ?? view.price };
}

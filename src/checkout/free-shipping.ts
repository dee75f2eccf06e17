import type { ShippingOption } from "./shipping";

/** Where an order stands against free shipping. */
export type FreeShipping =
  | { kind: "free" }
  | { kind: "short"; remaining: number; threshold: number }
  /** No method of the shop is ever free. */
  | { kind: "never" };

/**
 * The order value from which shipping can be free: the `freeFrom` of the cheapest method that can be
 * free (the one the shopper will pick), or null when none can.
 */
export function freeShippingThreshold(
  methods: readonly Pick<ShippingOption, "price" | "freeFrom">[],
): number | null {
  const canBeFree = methods.filter((method) => method.freeFrom !== null);
  const cheapest = canBeFree.reduce<(typeof canBeFree)[number] | undefined>(
    (best, method) =>
      !best ||
      method.price < best.price ||
      (method.price === best.price && (method.freeFrom ?? 0) < (best.freeFrom ?? 0))
        ? method
        : best,
    undefined,
  );
  return cheapest?.freeFrom ?? null;
}

/** Money in cents while subtracting, so that 50 − 49.99 is 0.01. */
const cents = (amount: number): number => Math.round(amount * 100);

/** Whether an order of `subtotal` ships free, or how much more it needs to. */
export function freeShipping(threshold: number | null, subtotal: number): FreeShipping {
  if (threshold === null) return { kind: "never" };
  const remaining = cents(threshold) - cents(subtotal);
  return remaining <= 0 ? { kind: "free" } : { kind: "short", remaining: remaining / 100, threshold };
}

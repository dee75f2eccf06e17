import type { ShippingOption } from "./shipping";

export type FreeShipping =
  | { kind: "free" }
  | { kind: "short"; remaining: number; threshold: number }
  /** No method of the shop is ever free. */
  | { kind: "never" };

/** The cheapest method that can be free is the one the shopper will pick. */
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

export function freeShipping(threshold: number | null, subtotal: number): FreeShipping {
  if (threshold === null) return { kind: "never" };
  const remaining = cents(threshold) - cents(subtotal);
  return remaining <= 0 ? { kind: "free" } : { kind: "short", remaining: remaining / 100, threshold };
}

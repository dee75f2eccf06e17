/** Why a shopper sends an item back: the choices of the return form, in this order. */
export const RETURN_REASONS = [
  "changedMind",
  "doesNotFit",
  "otherColour",
  "damaged",
  "notAsDescribed",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

interface ReturnableItem {
  sku: string;
  name: string;
  colour: string;
  quantity: number;
}

export type OrderLookup =
  | { status: "found"; orderNumber: string; items: ReturnableItem[] }
  | { status: "unknown-order" }
  | { status: "wrong-email" };

export interface ReturnRequest {
  orderNumber: string;
  email: string;
  items: { sku: string; quantity: number; reason: ReturnReason }[];
}

export interface ReturnReceipt {
  returnNumber: string;
}

/** A reason chosen per item (empty: the item stays with the shopper). */
export type ReasonChoices = Readonly<Record<string, ReturnReason | "">>;

/** Null when nothing is chosen: the form says so instead of sending an empty return. */
export function returnRequest(
  lookup: Extract<OrderLookup, { status: "found" }>,
  email: string,
  reasons: ReasonChoices,
): ReturnRequest | null {
  const items = lookup.items.flatMap(({ sku, quantity }) => {
    const reason = reasons[sku];
    return reason ? [{ sku, quantity, reason }] : [];
  });
  if (items.length === 0) return null;
  return { orderNumber: lookup.orderNumber, email: email.trim(), items };
}

/** Whether an email is the order's is the platform's to say, so only empty fields are checked here. */
export function lookupFieldErrors(orderNumber: string, email: string): { orderNumber?: true; email?: true } {
  return { ...(orderNumber.trim() ? {} : { orderNumber: true }), ...(email.trim() ? {} : { email: true }) };
}

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

/** An item of an order that can be sent back, as the return form lists it. */
interface ReturnableItem {
  sku: string;
  name: string;
  colour: string;
  quantity: number;
}

/** What the commerce platform answers to an order number and email address. */
export type OrderLookup =
  | { status: "found"; orderNumber: string; items: ReturnableItem[] }
  | { status: "unknown-order" }
  | { status: "wrong-email" };

/** A return as the shopper asks for it: which items, and why each. */
export interface ReturnRequest {
  orderNumber: string;
  email: string;
  items: { sku: string; quantity: number; reason: ReturnReason }[];
}

/** The platform's answer: the return's own number, for the label and for questions. */
export interface ReturnReceipt {
  returnNumber: string;
}

/** A reason chosen per item (empty: the item stays with the shopper). */
export type ReasonChoices = Readonly<Record<string, ReturnReason | "">>;

/**
 * The request the choices make: each chosen item in full, with its reason; null when nothing is
 * chosen, which the form says instead of sending an empty return.
 */
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

/**
 * The first step's fields the shopper left empty. Whether an email address is the order's is the
 * platform's to say (a malformed one is not), so nothing more is checked here.
 */
export function lookupFieldErrors(orderNumber: string, email: string): { orderNumber?: true; email?: true } {
  return { ...(orderNumber.trim() ? {} : { orderNumber: true }), ...(email.trim() ? {} : { email: true }) };
}

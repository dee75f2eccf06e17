import type { Order } from "./commerce-provider";

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
  image: string;
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
  /** The language to write the return label's email in. */
  language: string;
}

/** The platform's answer: the return's own number, for the label and for questions. */
export interface ReturnReceipt {
  returnNumber: string;
}

/** An order number as shoppers type it (`bs-261122-k4m7q `): the form printed on the confirmation. */
const normalOrderNumber = (typed: string): string => typed.trim().toUpperCase();

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether `order` is the one a shopper asks for by number and email: an unknown number and an email
 * that is not the order's are told apart, so that the shopper knows which field to correct.
 */
export function lookUpOrder(order: Order | null, orderNumber: string, email: string): OrderLookup {
  if (!order || order.status !== "paid" || order.number !== normalOrderNumber(orderNumber))
    return { status: "unknown-order" };
  if (!sameEmail(order.form.email, email)) return { status: "wrong-email" };
  return {
    status: "found",
    orderNumber: order.number,
    items: order.lines.map(({ sku, name, colour, image, quantity }) => ({
      sku,
      name,
      colour,
      image,
      quantity,
    })),
  };
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
  language: string,
): ReturnRequest | null {
  const items = lookup.items.flatMap(({ sku, quantity }) => {
    const reason = reasons[sku];
    return reason ? [{ sku, quantity, reason }] : [];
  });
  if (items.length === 0) return null;
  return { orderNumber: lookup.orderNumber, email: email.trim(), items, language };
}

/** A return's number: the order's, with R and a count, so that customer service finds both. */
export const returnNumber = (orderNumber: string, earlierReturns: number): string =>
  `${orderNumber}-R${earlierReturns + 1}`;

/**
 * The first step's fields the shopper left empty. Whether an email address is the order's is the
 * platform's to say (a malformed one is not), so nothing more is checked here.
 */
export function lookupFieldErrors(orderNumber: string, email: string): { orderNumber?: true; email?: true } {
  return { ...(orderNumber.trim() ? {} : { orderNumber: true }), ...(email.trim() ? {} : { email: true }) };
}

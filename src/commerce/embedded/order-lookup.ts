import type { OrderLookup } from "../../checkout/return-request";
import type { Order } from "../platform";

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

/** A return's number: the order's, with R and a count, so that customer service finds both. */
export const returnNumber = (orderNumber: string, earlierReturns: number): string =>
  `${orderNumber}-R${earlierReturns + 1}`;

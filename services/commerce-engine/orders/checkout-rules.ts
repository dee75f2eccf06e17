import {
  Customer,
  DefaultGuestCheckoutStrategy,
  GuestCheckoutError,
  type ErrorResultUnion,
  type Order,
  type OrderProcess,
  type OrderState,
  type RequestContext,
} from "@vendure/core";
import type {
  CreateCustomerInput,
  SetCustomerForOrderResult,
} from "@vendure/common/lib/generated-shop-types";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { isEmailAddress } from "./email-address";

/**
 * A guest's email address must be one mail can reach: the engine takes any string, and the order's
 * confirmation would go nowhere. The shop shows `errorDetail` on the email field.
 */
export class ReachableEmailGuestCheckout extends DefaultGuestCheckoutStrategy {
  override setCustomerForOrder(
    ctx: RequestContext,
    order: Order,
    input: CreateCustomerInput,
  ): Promise<ErrorResultUnion<SetCustomerForOrderResult, Customer>> {
    if (!isEmailAddress(input.emailAddress.trim()))
      return Promise.resolve(new GuestCheckoutError({ errorDetail: "invalid-email" }));
    return super.setCustomerForOrder(ctx, order, { ...input, emailAddress: input.emailAddress.trim() });
  }
}

/** Whether `postcode` is written as the post of `countryCode` writes its codes (any, where unknown). */
export function postcodeFits(postcode: string, countryCode: string): boolean {
  const country = countryCode.toUpperCase();
  if (!postcodeValidatorExistsForCountry(country)) return postcode.trim().length > 0;
  return postcodeValidator(postcode.trim(), country);
}

/** An order goes to payment only with a postcode the carrier can deliver to. */
export const addressCheckProcess: OrderProcess<OrderState> = {
  onTransitionStart(_from, to, { order }) {
    if (to !== "ArrangingPayment") return;
    const { postalCode, countryCode } = order.shippingAddress ?? {};
    if (!postalCode || !countryCode || !postcodeFits(postalCode, countryCode)) return "invalid-postcode";
  },
};

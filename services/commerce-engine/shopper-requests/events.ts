import { VendureEvent, type ProductVariant, type RequestContext } from "@vendure/core";
import type { BackInStockRequest, ReturnRequest } from "./entities";

/** A shopper asked to send items back: they are emailed that the request was received. */
export class ReturnRequestedEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public request: ReturnRequest,
  ) {
    super();
  }
}

/** A variant a shopper waited for can be bought again: they are emailed once, in their language. */
export class BackInStockEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public request: BackInStockRequest,
    public variant: ProductVariant,
  ) {
    super();
  }
}

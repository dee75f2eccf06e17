import type { CartStore } from "../../cart/cart-store";
import type { OrderRequest } from "../../checkout/order-request";
import {
  commerceUnavailable,
  fieldRefusal,
  stockShortage,
  type CommercePlatform,
  type PaymentOutcome,
} from "../platform";
import {
  ADD_PAYMENT,
  BACK_IN_STOCK_EMAIL,
  ORDER_FOR_RETURN,
  PLACED_ORDER,
  REQUEST_BACK_IN_STOCK,
  REQUEST_RETURN,
  SET_ADDRESS,
  SET_CUSTOMER,
  SET_ORDER_DETAILS,
  SET_SHIPPING,
  SHIPPING_METHODS,
  TRANSITION,
} from "./documents";
import type { engineCart } from "./engine-cart";
import { cartContents, storefrontOrder, type EngineOrder, type GiftSkus } from "./engine-order";
import type { ShopApi } from "./shop-api";

type Answer = {
  __typename: string;
  errorCode?: string;
  message?: string;
  transitionError?: string;
  errorDetail?: string;
};
type OrderAnswer = Answer & Partial<EngineOrder>;

/** What the engine's test payment handler reads to decline or fail (its `metadata`). */
const TEST_METADATA: Record<PaymentOutcome, Record<string, boolean>> = {
  paid: {},
  declined: { shouldDecline: true },
  failed: { shouldError: true },
};

function refused(answer: Answer, step: string): never {
  throw new Error(
    `The engine refused ${step}: ${answer.transitionError ?? answer.errorDetail ?? answer.message ?? answer.__typename}`,
  );
}

export interface EnginePorts {
  api: ShopApi;
  gifts: GiftSkus;
  /** The shopper's cart, read from the engine again once paying or giving up has changed it. */
  cart: CartStore;
  orders: ReturnType<typeof engineCart>;
  /** The regional shop, which the order's emails link to. */
  shop: string;
}

export function enginePlatform({ api, gifts, cart, orders, shop }: EnginePorts): CommercePlatform {
  const order = (engine: EngineOrder) => storefrontOrder(engine, gifts);
  // The order this page moved to payment, until paid or given up.
  let awaiting: string | undefined;

  async function details({ form, affiliate }: OrderRequest) {
    const { setCustomerForOrder: customer } = await api<{ setCustomerForOrder: Answer }>(SET_CUSTOMER, {
      input: { emailAddress: form.email, firstName: form.firstName, lastName: form.lastName },
    });
    if (customer.errorDetail === "invalid-email") throw fieldRefusal("email", "email");
    if (customer.__typename !== "Order") refused(customer, "the customer");
    const { setOrderShippingAddress: address } = await api<{ setOrderShippingAddress: Answer }>(SET_ADDRESS, {
      input: {
        fullName: `${form.firstName} ${form.lastName}`,
        streetLine1: form.address,
        streetLine2: form.address2,
        postalCode: form.postcode,
        city: form.city,
        countryCode: form.country,
        phoneNumber: form.phone,
      },
    });
    if (address.__typename !== "Order") refused(address, "the address");
    const { eligibleShippingMethods } = await api<{
      eligibleShippingMethods: { id: string; code: string }[];
    }>(SHIPPING_METHODS);
    const method = eligibleShippingMethods.find((candidate) => candidate.code === form.shipping);
    if (!method) throw fieldRefusal("shipping", "unavailable");
    const { setOrderShippingMethod: shipping } = await api<{ setOrderShippingMethod: Answer }>(SET_SHIPPING, {
      ids: [method.id],
    });
    if (shipping.__typename !== "Order") refused(shipping, "the shipping method");
    const { setOrderCustomFields: fields } = await api<{ setOrderCustomFields: Answer }>(SET_ORDER_DETAILS, {
      fields: {
        paymentMethod: form.payment,
        shop,
        awinId: affiliate.awinId ?? null,
        cjEventId: affiliate.cjEventId ?? null,
      },
    });
    if (fields.__typename !== "Order") refused(fields, "the order's details");
  }

  /** The cart's lines the engine could not give all they ask for (`SKU=units,…`), with what it can. */
  async function shortLines(told: string) {
    const available = new Map(
      told.split(",").map((entry) => {
        const at = entry.lastIndexOf("=");
        return [entry.slice(0, at), Number(entry.slice(at + 1))] as const;
      }),
    );
    const { lines } = cartContents(await orders.activeOrder(), gifts);
    return lines.flatMap((line) => {
      const units = available.get(line.sku);
      return units === undefined
        ? []
        : [{ sku: line.sku, name: line.name, colour: line.colour, available: Math.max(0, units) }];
    });
  }

  return {
    async availability(handle) {
      return Object.fromEntries(
        (await orders.variants(handle)).map((variant) => [
          variant.sku,
          { stock: Math.max(0, Number(variant.stockLevel) || 0), price: variant.priceWithTax / 100 },
        ]),
      );
    },
    async placeOrder(request) {
      // The engine just left a cart change unanswered: asking it again would make the shopper wait twice.
      if (!(await cart.getState().settled()))
        throw commerceUnavailable("the cart's last change went unanswered");
      if ((await orders.activeOrder())?.state === "ArrangingPayment")
        await api(TRANSITION, { state: "AddingItems" });
      await details(request);
      const { transitionOrderToState: moved } = await api<{ transitionOrderToState: OrderAnswer }>(
        TRANSITION,
        {
          state: "ArrangingPayment",
        },
      );
      if (moved.transitionError?.startsWith("insufficient-stock:"))
        throw stockShortage(await shortLines(moved.transitionError.slice("insufficient-stock:".length)));
      if (moved.transitionError === "invalid-postcode") throw fieldRefusal("postcode", "postcode");
      if (moved.__typename !== "Order") refused(moved, "the order");
      awaiting = (moved as EngineOrder).code;
      return order(moved as EngineOrder);
    },
    async getOrder(number, key) {
      const { placedOrder } = await api<{ placedOrder: EngineOrder | null }>(PLACED_ORDER, {
        code: number,
        key,
      });
      return placedOrder && order(placedOrder);
    },
    async orderAwaitingPayment() {
      const active = await orders.activeOrder();
      return active?.state === "ArrangingPayment" ? order(active) : null;
    },
    async pay(number, { method, outcome }) {
      // The order this page placed, or else the one the engine has waiting: never another one.
      if (awaiting !== number) {
        const active = await orders.activeOrder();
        if (active?.code !== number || active.state !== "ArrangingPayment") return { status: "failed" };
      }
      const { addPaymentToOrder: paid } = await api<{ addPaymentToOrder: OrderAnswer }>(ADD_PAYMENT, {
        input: { method, metadata: TEST_METADATA[outcome] },
      });
      if (paid.__typename === "Order" && paid.state === "PaymentSettled") {
        awaiting = undefined;
        // The paid order is no longer the cart: the engine has none, and the cart says so at once.
        orders.forget();
        await cart.getState().refresh();
        return { status: "paid", order: order(paid as EngineOrder) };
      }
      return { status: paid.errorCode === "PAYMENT_DECLINED_ERROR" ? "declined" : "failed" };
    },
    async cancelPayment(number) {
      awaiting = undefined;
      const active = await orders.activeOrder();
      if (active?.code === number && active.state === "ArrangingPayment") {
        const { transitionOrderToState: back } = await api<{ transitionOrderToState: Answer }>(TRANSITION, {
          state: "AddingItems",
        });
        if (back.__typename !== "Order") refused(back, "going back to the cart");
      }
      await cart.getState().refresh();
    },
    async requestBackInStock({ sku, email }) {
      const { requestBackInStock } = await api<{ requestBackInStock: boolean }>(REQUEST_BACK_IN_STOCK, {
        sku,
        email,
      });
      if (!requestBackInStock) throw new Error("The back-in-stock request was not kept");
    },
    async backInStockEmail(sku) {
      const { backInStockEmail } = await api<{ backInStockEmail: string | null }>(BACK_IN_STOCK_EMAIL, {
        sku,
      });
      return backInStockEmail ?? undefined;
    },
    async findOrderForReturn(orderNumber, email) {
      const { orderForReturn: found } = await api<{
        orderForReturn: {
          status: string;
          orderCode: string | null;
          items: { sku: string; name: string; colour: string; quantity: number }[];
        };
      }>(ORDER_FOR_RETURN, { code: orderNumber, email });
      if (found.status === "found" && found.orderCode)
        return { status: "found", orderNumber: found.orderCode, items: found.items };
      return found.status === "wrong-email" ? { status: "wrong-email" } : { status: "unknown-order" };
    },
    async requestReturn({ orderNumber, email, items }) {
      const { requestReturn: answer } = await api<{
        requestReturn: { status: string; returnNumber: string | null };
      }>(REQUEST_RETURN, { input: { orderCode: orderNumber, emailAddress: email, items } });
      if (answer.status !== "received" || !answer.returnNumber)
        throw new Error(`The return was not kept: ${answer.status}`);
      return { returnNumber: answer.returnNumber };
    },
  };
}

// Ids as the search service knows them (a product's record id is its handle, the SKU its variant); a currency
// that is not a currency code falls back to USD, as the provider does.
export interface PurchasedLine {
  sku: string;
  handle: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface PurchaseEvent {
  event: "order_purchase";
  event_version: "1.0.0";
  event_apikey: string;
  user_profile: Record<string, never>;
  event_data: {
    items: {
      order_id: string;
      order_line_id: string;
      item_name: string;
      item_id: string;
      item_group_id: string;
      item_variant_id: string;
      unit_price: number;
      currency: string;
      units: number;
    }[];
  };
}

const DEFAULT_PURCHASE_CURRENCY = "USD";

export function purchaseEvent(
  order: { number: string; currency: string; lines: readonly PurchasedLine[] },
  apiKey: string,
): PurchaseEvent {
  const currency = /^[A-Z]{3}$/.test(order.currency) ? order.currency : DEFAULT_PURCHASE_CURRENCY;
  return {
    event: "order_purchase",
    event_version: "1.0.0",
    event_apikey: apiKey,
    user_profile: {},
    event_data: {
      items: order.lines.map((line, index) => ({
        order_id: order.number,
        order_line_id: `${order.number}-${index + 1}`,
        item_name: line.name,
        item_id: line.handle,
        item_group_id: line.handle,
        item_variant_id: line.sku,
        unit_price: line.unitPrice,
        currency,
        units: line.quantity,
      })),
    },
  };
}

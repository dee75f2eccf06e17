import { describe, expect, it } from "vitest";
import { purchaseEvent } from "../../../src/search/purchase-event";

const line = {
  sku: "BCO-BLK",
  handle: "baby-carrier-one",
  name: "Baby Carrier One",
  unitPrice: 189.95,
  quantity: 2,
};

describe("the order_purchase event", () => {
  it("lists each order line with its ids, price, units and the order's currency", () => {
    const event = purchaseEvent(
      { number: "BS-1", currency: "EUR", lines: [line, { ...line, sku: "BCO-NVY" }] },
      "k",
    );
    expect(event.event).toBe("order_purchase");
    expect(event.event_apikey).toBe("k");
    expect(event.event_data.items).toEqual([
      {
        order_id: "BS-1",
        order_line_id: "BS-1-1",
        item_name: "Baby Carrier One",
        item_id: "baby-carrier-one",
        item_group_id: "baby-carrier-one",
        item_variant_id: "BCO-BLK",
        unit_price: 189.95,
        currency: "EUR",
        units: 2,
      },
      expect.objectContaining({ order_line_id: "BS-1-2", item_variant_id: "BCO-NVY" }),
    ]);
  });

  it("falls back to USD when the order has no currency code", () => {
    for (const currency of ["", "euro", "<b>"])
      expect(
        purchaseEvent({ number: "BS-2", currency, lines: [line] }, "k").event_data.items[0]?.currency,
      ).toBe("USD");
  });
});

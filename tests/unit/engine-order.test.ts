import { describe, expect, it } from "vitest";
import type { CartLine } from "../../src/cart/cart-lines";
import {
  cartContents,
  engineSku,
  type EngineLine,
  type EngineOrder,
} from "../../src/commerce/vendure/engine-order";

const GIFTS = { giftMessage: "GIFT-MSG", giftBox: "GIFT-BOX" };

const engineLine = (
  sku: string,
  slug: string,
  colour: string,
  bundleItems: string | null = null,
): EngineLine => ({
  id: sku,
  quantity: 1,
  unitPriceWithTax: 995,
  customFields: { bundleItems },
  productVariant: {
    id: sku,
    sku,
    name: `${slug} ${colour}`,
    stockLevel: "7",
    options: colour ? [{ code: colour.toLowerCase(), name: colour }] : [],
    product: { slug, name: slug },
  },
});

const order = (lines: EngineLine[], giftMessage: string | null = null): EngineOrder => ({
  code: "BS-261128-AAAAA",
  state: "AddingItems",
  active: true,
  totalWithTax: 0,
  shippingWithTax: 0,
  currencyCode: "EUR",
  orderPlacedAt: null,
  updatedAt: "2026-11-28T00:00:00.000Z",
  confirmationKey: "key",
  customFields: { giftMessage, awinId: null, cjEventId: null, paymentMethod: null },
  customer: null,
  shippingAddress: null,
  shippingLines: [],
  lines,
});

const shown = (sku: string) => ({ sku }) as CartLine;

describe("the cart read from the engine's order", () => {
  it("has its lines in the order the shopper sees them, new ones last", () => {
    const lines = [
      engineLine("B", "b", "Black"),
      engineLine("C", "c", "Sand"),
      engineLine("A", "a", "White"),
    ];
    expect(cartContents(order(lines), GIFTS, [shown("A"), shown("B")]).lines.map((line) => line.sku)).toEqual(
      ["A", "B", "C"],
    );
  });

  it("finds each line's page and picture by its product's handle and colour", () => {
    const [line] = cartContents(order([engineLine("SPS-WHT", "spoon-set", "White")]), GIFTS).lines;
    expect(line).toMatchObject({
      handle: "spoon-set",
      colour: "White",
      path: "/products/spoon-set/",
      image: "/images/products/spoon-set-white.svg",
      unitPrice: 9.95,
      stock: 7,
    });
  });

  it("keeps the gift options apart from the lines", () => {
    const contents = cartContents(
      order(
        [
          engineLine("A", "a", "Black"),
          engineLine("GIFT-MSG", "gift-msg", ""),
          engineLine("GIFT-BOX", "gift-box", ""),
        ],
        "Welcome",
      ),
      GIFTS,
    );
    expect(contents).toMatchObject({ lines: [{ sku: "A" }], giftMessage: "Welcome", giftBox: true });
  });

  it("names a set by its own SKU and the variants chosen for it, both ways", () => {
    const set = engineLine("BUNDLE-SLEEP-SET", "sleep-set", "", "CRB-WHT:CRM-WHT");
    expect(cartContents(order([set]), GIFTS).lines[0]).toMatchObject({
      sku: "BUNDLE-SLEEP-SET:CRB-WHT:CRM-WHT",
      path: "/bundles/sleep-set/",
    });
    expect(engineSku("BUNDLE-SLEEP-SET:CRB-WHT:CRM-WHT")).toEqual({
      sku: "BUNDLE-SLEEP-SET",
      bundleItems: "CRB-WHT:CRM-WHT",
    });
    expect(engineSku("CRB-WHT")).toEqual({ sku: "CRB-WHT", bundleItems: null });
  });
});

import { describe, expect, it } from "vitest";
import { postcodeFits } from "../../services/commerce-engine/orders/checkout-rules";
import { productsValue } from "../../services/commerce-engine/orders/shipping-rates";
import { DUTCH_FORM } from "../unit/support/checkout-form";
import { adminApi, mailbox, ordersWithCode, setStock } from "../support/commerce-engine";
import { engineUnderTest, engineUrl } from "./engine-under-test";
import type { CartItem, PlatformUnderTest } from "./contract";
import { bundleImage } from "../../src/catalogue/images";
import { bundlePath } from "../../src/catalogue/paths";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

const admin = adminApi(engineUrl());

/** The addresses an email's links lead to, as a mail program reads them. */
const links = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) =>
    (href ?? "").replaceAll("&#x3D;", "=").replaceAll("&amp;", "&"),
  );

/** The email the engine wrote to `recipient`, newest first, with its HTML. */
async function emailsTo(recipient: string) {
  const emails = (await mailbox(engineUrl())).filter((email) => email.recipient === recipient);
  return Promise.all(
    emails.map(async (email) => {
      const response = await fetch(`${engineUrl()}/mailbox/item/${email.fileName}`);
      return { ...email, html: ((await response.json()) as { body: string }).body };
    }),
  );
}

/** How many units of a variant the engine holds for orders. */
async function stockAllocated(sku: string): Promise<number> {
  const { productVariants } = await admin<{ productVariants: { items: { stockAllocated: number }[] } }>(
    `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { stockAllocated } } }`,
    { sku },
  );
  return productVariants.items[0]?.stockAllocated ?? 0;
}

/** Fills the cart with one of the test's first item and places and pays for the order. */
async function buy(under: PlatformUnderTest, email: string, details: Partial<typeof DUTCH_FORM> = {}) {
  await under.cart.getState().add(under.items[0], 1);
  const { lines } = under.cart.getState();
  const subtotal = lines[0]!.unitPrice;
  const placed = await under.platform.placeOrder({
    form: { ...DUTCH_FORM, email, shipping: "express", payment: "card", ...details },
    lines,
    giftMessage: null,
    giftBox: false,
    currency: "EUR",
    totals: { subtotal, gifts: 0, shipping: 9.95, total: subtotal + 9.95 },
    affiliate: {},
  });
  const result = await under.platform.pay(placed.number, { method: "card", outcome: "paid" });
  if (result.status !== "paid") throw new Error(`The order was not paid: ${result.status}`);
  return result.order;
}

describe("the engine's own rules", () => {
  it.each([
    ["1017 GA", "NL", true],
    ["1017", "NL", false],
    ["10115", "DE", true],
    ["SW1A 1AA", "GB", true],
    ["SW1A", "GB", false],
  ])("takes postcode %s for %s: %s", (postcode, country, fits) => {
    expect(postcodeFits(postcode, country)).toBe(fits);
  });

  it("counts what is bought for the child towards free shipping, not the gift options", () => {
    const line = (price: number, giftOption: boolean) => ({
      proratedLinePriceWithTax: price,
      productVariant: { product: { customFields: { giftOption } } },
    });
    const order = { lines: [line(4500, false), line(695, true), line(295, true)] } as unknown as Parameters<
      typeof productsValue
    >[0];
    expect(productsValue(order)).toBe(4500);
  });
});

describe("an order reaches the business", () => {
  it("as the shopper placed it: email, address, lines, shipping and total, with its stock held", async () => {
    const under = await engineUnderTest();
    const allocated = await stockAllocated(under.items[0].sku);
    const order = await buy(under, "business@example.com");
    expect(await ordersWithCode(admin, order.number)).toEqual([
      {
        code: order.number,
        state: "PaymentSettled",
        totalWithTax: Math.round(order.totals.total * 100),
        shippingWithTax: 995,
        customer: { emailAddress: "business@example.com" },
        shippingAddress: {
          fullName: `${DUTCH_FORM.firstName} ${DUTCH_FORM.lastName}`,
          streetLine1: DUTCH_FORM.address,
          postalCode: DUTCH_FORM.postcode,
          city: DUTCH_FORM.city,
        },
        lines: [{ quantity: 1, productVariant: { sku: under.items[0].sku, stockAllocated: allocated + 1 } }],
      },
    ]);
  });

  it("and its confirmation is emailed in the shopper's language, linking to the order and the returns pages", async () => {
    const under = await engineUnderTest();
    const order = await buy(under, "confirm@example.com");
    await expect.poll(async () => (await emailsTo("confirm@example.com")).length).toBe(1);
    const [email] = await emailsTo("confirm@example.com");
    expect(email?.subject).toBe(`Je bestelling ${order.number} is betaald`);
    expect(links(email?.html ?? "")).toEqual(
      expect.arrayContaining([
        `http://localhost:9000/order-confirmation/?order=${order.number}&key=${order.key}`,
        "http://localhost:9000/return-request/",
        "http://localhost:9000/returns-and-warranty/",
        "http://localhost:9000/withdrawal-form/",
      ]),
    );
  });

  it("with what the shopper typed kept as text: markup is shown, never run", async () => {
    const under = await engineUnderTest();
    const name = `<img src=x onerror=alert(1)>"Ünïcode" \u202Eevil`;
    const order = await buy(under, "hostile@example.com", { firstName: name });
    expect(order.form.firstName).toBe(name);
    await expect.poll(async () => (await emailsTo("hostile@example.com")).length).toBe(1);
    const [email] = await emailsTo("hostile@example.com");
    expect(email?.html).toContain("&lt;img src");
    expect(email?.html).not.toContain("<img src=x");
  });
});

describe("returns", () => {
  it("a return asked for by order number and email is listed for the business, noted on its order and confirmed by email", async () => {
    const under = await engineUnderTest();
    const order = await buy(under, "returns@example.com");
    // From another browser: nothing but the order number and the address.
    const elsewhere = await engineUnderTest();
    const receipt = await elsewhere.platform.requestReturn({
      orderNumber: order.number,
      email: "returns@example.com",
      items: [{ sku: under.items[0].sku, quantity: 1, reason: "doesNotFit" }],
    });
    const { returnRequests } = await admin<{
      returnRequests: {
        items: { returnNumber: string; orderCode: string; items: { sku: string; reason: string }[] }[];
      };
    }>(`{ returnRequests { items { returnNumber orderCode items { sku reason } } } }`);
    expect(returnRequests.items).toContainEqual({
      returnNumber: receipt.returnNumber,
      orderCode: order.number,
      items: [{ sku: under.items[0].sku, reason: "doesNotFit" }],
    });
    await expect
      .poll(async () => (await emailsTo("returns@example.com")).map((email) => email.subject))
      .toContain(`We hebben je retourverzoek ${receipt.returnNumber} ontvangen`);
  });
});

describe("back in stock", () => {
  it("each shopper waiting for a variant is emailed once when the merchant restocks it", async () => {
    const under = await engineUnderTest();
    const [item] = under.items;
    await setStock(admin, item.sku, 0);
    for (const email of ["wait-one@example.com", "wait-two@example.com"])
      await under.platform.requestBackInStock({ sku: item.sku, email });
    const { backInStockRequests } = await admin<{ backInStockRequests: { items: { sku: string }[] } }>(
      `{ backInStockRequests { items { sku } } }`,
    );
    expect(backInStockRequests.items.filter((request) => request.sku === item.sku)).toHaveLength(2);
    await setStock(admin, item.sku, 4);
    await setStock(admin, item.sku, 6);
    for (const email of ["wait-one@example.com", "wait-two@example.com"])
      await expect
        .poll(async () => (await emailsTo(email)).map((sent) => sent.subject))
        .toEqual([`${item.name} – ${item.colour} is weer op voorraad`]);
    expect(await under.platform.backInStockEmail(item.sku)).toBeUndefined();
  });
});

describe("sets", () => {
  // The travel sleep set: the black travel cot, its mattress and a fitted sheet, sold as one line.
  const ITEMS = ["TCL-BLK", "TCM-WHT", "TCS-WHT"];
  const SET: CartItem = {
    sku: `BUNDLE-TRAVEL-SLEEP-SET:${ITEMS.join(":")}`,
    handle: "travel-sleep-set",
    name: "Slaapset voor onderweg",
    colour: "",
    path: bundlePath("travel-sleep-set"),
    image: bundleImage("travel-sleep-set"),
    unitPrice: FRESH_ENGINE_OFFERS.find((offer) => offer.sku === "BUNDLE-TRAVEL-SLEEP-SET")!.prices.EUR,
  };
  const COT: CartItem = { ...SET, sku: "TCL-BLK", handle: "travel-crib-light", colour: "zwart" };

  /** Places the order of what `shopper` has in the cart, as the checkout does. */
  const place = async (shopper: PlatformUnderTest) => {
    const { lines } = shopper.cart.getState();
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    return shopper.platform.placeOrder({
      form: { ...DUTCH_FORM, email: "sets@example.com", shipping: "express", payment: "card" },
      lines,
      giftMessage: null,
      giftBox: false,
      currency: "EUR",
      totals: { subtotal, gifts: 0, shipping: 0, total: subtotal },
      affiliate: {},
    });
  };

  const stockOf = async (sku: string) => {
    const { productVariants } = await admin<{
      productVariants: { items: { stockOnHand: number; stockAllocated: number }[] };
    }>(
      `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { stockOnHand stockAllocated } } }`,
      { sku },
    );
    return productVariants.items[0]!;
  };

  const orderByCode = async (code: string) =>
    (
      await admin<{ orders: { items: { id: string; lines: { id: string; quantity: number }[] }[] } }>(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id lines { id quantity } } } }`,
        { code },
      )
    ).orders.items[0]!;

  it("hold the items chosen for them, so the last cot goes to one shopper and the other is told", async () => {
    const first = await engineUnderTest();
    for (const sku of ITEMS) await first.setStock(sku, sku === "TCL-BLK" ? 1 : 5);
    const second = await first.otherShopper();
    await first.cart.getState().add(SET, 1);
    await second.cart.getState().add(COT, 1);

    const held = await stockOf("TCL-BLK");
    await place(first);
    expect(await stockOf("TCL-BLK")).toEqual({ ...held, stockAllocated: held.stockAllocated + 1 });
    const refused = await place(second).catch((error: unknown) => error);
    expect(refused).toMatchObject({ short: [{ sku: "TCL-BLK", available: 0 }] });

    // The first shopper goes back to the cart and takes the set out: the cot is on sale again.
    await first.cart.getState().setQuantity(SET.sku, 0);
    await place(second);
    expect((await stockOf("TCL-BLK")).stockAllocated).toBe(held.stockAllocated + 1);
  });

  it("tell a set short with what the shop can give it, after the lines before it", async () => {
    const shopper = await engineUnderTest();
    for (const sku of ITEMS) await shopper.setStock(sku, sku === "TCM-WHT" ? 2 : 5);
    await shopper.cart.getState().add({ ...COT, sku: "TCM-WHT", handle: "travel-crib-mattress" }, 1);
    await shopper.cart.getState().add(SET, 2);
    const refused = await place(shopper).catch((error: unknown) => error);
    expect(refused).toMatchObject({ short: [{ sku: SET.sku, available: 1 }] });
  });

  it("are sold with their items when shipped, and put them back on sale when cancelled unshipped", async () => {
    const shopper = await engineUnderTest();
    for (const sku of ITEMS) await shopper.setStock(sku, 3);
    const before = await stockOf("TCS-WHT");
    await shopper.cart.getState().add(SET, 1);
    const placed = await place(shopper);
    const paid = await shopper.platform.pay(placed.number, { method: "card", outcome: "paid" });
    expect(paid.status).toBe("paid");
    const order = await orderByCode(placed.number);
    await admin(
      `mutation ($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) { __typename } }`,
      {
        input: {
          lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
          handler: {
            code: "manual-fulfillment",
            arguments: [
              { name: "method", value: "post" },
              { name: "trackingCode", value: "T1" },
            ],
          },
        },
      },
    );
    expect(await stockOf("TCS-WHT")).toEqual({
      stockOnHand: before.stockOnHand - 1,
      stockAllocated: before.stockAllocated,
    });

    const other = await shopper.otherShopper();
    await other.cart.getState().add(SET, 1);
    const second = await place(other);
    await other.platform.pay(second.number, { method: "card", outcome: "paid" });
    const held = await stockOf("TCS-WHT");
    await admin(`mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { __typename } }`, {
      input: { orderId: (await orderByCode(second.number)).id, cancelShipping: true },
    });
    expect(await stockOf("TCS-WHT")).toEqual({ ...held, stockAllocated: held.stockAllocated - 1 });
  });
});

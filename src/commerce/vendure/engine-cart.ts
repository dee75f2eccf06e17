import type { CartBackend, CartChange, CartContents } from "../../cart/cart-state";
import { MAX_QUANTITY } from "../../cart/cart-lines";
import {
  ACTIVE_ORDER,
  ADD_ITEM,
  ADJUST_LINE,
  REMOVE_ALL_LINES,
  REMOVE_LINE,
  SET_ORDER_FIELDS,
  TRANSITION,
  VARIANTS_OF,
} from "./documents";
import { cartContents, engineSku, storefrontSku, type EngineOrder, type GiftSkus } from "./engine-order";
import type { ShopApi } from "./shop-api";

/** A variant as the engine sells it now: its stock left (a number, `SaleableCountStrategy`) and price. */
interface EngineVariant {
  id: string;
  sku: string;
  stockLevel: string;
  priceWithTax: number;
}

type Changed =
  | ({ __typename: "Order" } & EngineOrder)
  | { __typename: "InsufficientStockError"; quantityAvailable: number; order: EngineOrder }
  | { __typename: string; errorCode: string; message: string };

const isOrder = (answer: Changed): answer is { __typename: "Order" } & EngineOrder =>
  answer.__typename === "Order";

/** The cart is the engine's active order; an order at payment goes back to the cart first, releasing its stock. */
export function engineCart(
  api: ShopApi,
  gifts: GiftSkus,
): CartBackend & {
  activeOrder(): Promise<EngineOrder | null>;
  variants(handle: string): Promise<EngineVariant[]>;
  forget(): void;
} {
  const variantIds = new Map<string, string>();
  let current: EngineOrder | null | undefined;

  const activeOrder = async () => {
    current = (await api<{ activeOrder: EngineOrder | null }>(ACTIVE_ORDER)).activeOrder;
    return current;
  };
  const known = async () => (current === undefined ? activeOrder() : current);
  // Right after paying, the engine is known to have no order for the shopper: the next read needs no call.
  let gone = false;

  async function variants(handle: string): Promise<EngineVariant[]> {
    const { product } = await api<{ product: { variants: EngineVariant[] } | null }>(VARIANTS_OF, {
      slug: handle,
    });
    for (const variant of product?.variants ?? []) variantIds.set(variant.sku, variant.id);
    return product?.variants ?? [];
  }

  /** The engine's id of a variant, read once a product (a product page has read it already). */
  async function variantId(handle: string, sku: string): Promise<string> {
    if (!variantIds.has(sku)) await variants(handle);
    const id = variantIds.get(sku);
    if (!id) throw new Error(`The shop does not sell ${sku}`);
    return id;
  }

  async function send(
    mutation: () => Promise<Changed>,
    seen: CartContents,
    sku?: string,
  ): Promise<CartChange> {
    let answer = await mutation();
    if (!isOrder(answer) && "errorCode" in answer && answer.errorCode === "ORDER_MODIFICATION_ERROR") {
      await api(TRANSITION, { state: "AddingItems" });
      answer = await mutation();
    }
    if (isOrder(answer)) {
      current = answer;
      return { contents: cartContents(answer, gifts, seen.lines) };
    }
    if ("quantityAvailable" in answer) {
      current = answer.order;
      return {
        contents: cartContents(answer.order, gifts, seen.lines),
        ...(sku && { short: { sku, available: answer.quantityAvailable } }),
      };
    }
    throw new Error(
      `The engine refused the change: ${"errorCode" in answer ? `${answer.errorCode} ${answer.message}` : "no answer"}`,
    );
  }

  const lineOf = async (sku: string) => (await known())?.lines.find((line) => storefrontSku(line) === sku);

  async function setLine(
    sku: string,
    handle: string,
    asked: number,
    seen: CartContents,
  ): Promise<CartChange> {
    const line = await lineOf(sku);
    const quantity = Math.min(asked, MAX_QUANTITY);
    if (line && quantity <= 0)
      return send(
        async () => (await api<{ removeOrderLine: Changed }>(REMOVE_LINE, { line: line.id })).removeOrderLine,
        seen,
      );
    if (line)
      return send(
        async () =>
          (await api<{ adjustOrderLine: Changed }>(ADJUST_LINE, { line: line.id, quantity })).adjustOrderLine,
        seen,
        sku,
      );
    if (quantity <= 0) return { contents: cartContents((await known()) ?? null, gifts, seen.lines) };
    return addItem(sku, handle, quantity, seen);
  }

  async function addItem(sku: string, handle: string, quantity: number, seen: CartContents) {
    const { sku: own, bundleItems } = engineSku(sku);
    const id = await variantId(handle, own);
    return send(
      async () =>
        (
          await api<{ addItemToOrder: Changed }>(ADD_ITEM, {
            id,
            quantity,
            ...(bundleItems && { customFields: { bundleItems } }),
          })
        ).addItemToOrder,
      seen,
      sku,
    );
  }

  const giftHandle = (sku: string) => sku.toLowerCase();
  async function setGift(sku: string, wanted: boolean, seen: CartContents) {
    const line = await lineOf(sku);
    if (wanted === !!line) return { contents: cartContents((await known()) ?? null, gifts, seen.lines) };
    return setLine(sku, giftHandle(sku), wanted ? 1 : 0, seen);
  }

  async function setGiftMessage(text: string | null, seen: CartContents): Promise<CartChange> {
    const change = await setGift(gifts.giftMessage, text !== null, seen);
    const order = await known();
    if (!order || order.customFields.giftMessage === text) return change;
    return send(
      async () =>
        (await api<{ setOrderCustomFields: Changed }>(SET_ORDER_FIELDS, { fields: { giftMessage: text } }))
          .setOrderCustomFields,
      seen,
    );
  }

  return {
    activeOrder,
    variants,
    async read(seen) {
      if (gone) {
        gone = false;
        return cartContents(null, gifts);
      }
      return cartContents(await activeOrder(), gifts, seen.lines);
    },
    forget() {
      current = null;
      gone = true;
    },
    // The engine adds to a line of the same variant and caps it at the most one order takes.
    async add(line, quantity, seen) {
      const added = await addItem(line.sku, line.handle, quantity, seen).catch((error: unknown) => {
        if (error instanceof Error && error.message.includes("ORDER_LIMIT_ERROR")) return null;
        throw error;
      });
      return added ?? setLine(line.sku, line.handle, MAX_QUANTITY, seen);
    },
    setQuantity: async (sku, quantity, seen) =>
      setLine(sku, (await lineOf(sku))?.productVariant.product.slug ?? "", quantity, seen),
    setGiftBox: (wanted, seen) => setGift(gifts.giftBox, wanted, seen),
    setGiftMessage,
    async replace(wanted) {
      const order = await activeOrder();
      for (const line of wanted.lines) await setLine(line.sku, line.handle, line.quantity, wanted);
      for (const line of order?.lines ?? []) {
        const sku = storefrontSku(line);
        if (!Object.values(gifts).includes(sku) && !wanted.lines.some((candidate) => candidate.sku === sku))
          await setLine(sku, "", 0, wanted);
      }
      await setGift(gifts.giftBox, wanted.giftBox, wanted);
      return setGiftMessage(wanted.giftMessage, wanted);
    },
    async clear(seen) {
      if (!(await known())) return { contents: cartContents(null, gifts) };
      await send(
        async () => (await api<{ removeAllOrderLines: Changed }>(REMOVE_ALL_LINES)).removeAllOrderLines,
        seen,
      );
      return send(
        async () =>
          (await api<{ setOrderCustomFields: Changed }>(SET_ORDER_FIELDS, { fields: { giftMessage: null } }))
            .setOrderCustomFields,
        seen,
      );
    },
  };
}

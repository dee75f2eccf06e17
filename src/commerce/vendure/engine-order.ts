import type { CartLine } from "../../cart/cart-lines";
import type { CartContents } from "../../cart/cart-state";
import { bundleImage, productImage } from "../../catalogue/images";
import { bundlePath, productPath } from "../../catalogue/paths";
import type { Order } from "../platform";

export interface EngineOrder {
  code: string;
  state: string;
  active: boolean;
  totalWithTax: number;
  shippingWithTax: number;
  currencyCode: string;
  orderPlacedAt: string | null;
  updatedAt: string;
  confirmationKey: string;
  customFields: {
    giftMessage: string | null;
    awinId: string | null;
    cjEventId: string | null;
    paymentMethod: string | null;
  };
  customer: { emailAddress: string; firstName: string; lastName: string } | null;
  shippingAddress: {
    streetLine1: string | null;
    streetLine2: string | null;
    city: string | null;
    postalCode: string | null;
    countryCode: string | null;
    phoneNumber: string | null;
  } | null;
  shippingLines: { shippingMethod: { code: string } }[];
  lines: EngineLine[];
}

export interface EngineLine {
  id: string;
  quantity: number;
  unitPriceWithTax: number;
  customFields: { bundleItems: string | null };
  productVariant: {
    id: string;
    sku: string;
    name: string;
    stockLevel: string;
    options: { code: string; name: string }[];
    product: { slug: string; name: string };
  };
}

export interface GiftSkus {
  giftMessage: string;
  giftBox: string;
}

const PAID_STATES = new Set([
  "PaymentSettled",
  "PartiallyShipped",
  "Shipped",
  "PartiallyDelivered",
  "Delivered",
]);

const BUNDLE_PREFIX = "BUNDLE-";

/** The engine counts cents; the storefront shows the currency's units. */
const units = (cents: number): number => cents / 100;

export const storefrontSku = (line: Pick<EngineLine, "customFields" | "productVariant">): string =>
  line.customFields.bundleItems
    ? `${line.productVariant.sku}:${line.customFields.bundleItems}`
    : line.productVariant.sku;

/** The engine's SKU and the set's choices of a storefront SKU: `BUNDLE-X:A:B` is `BUNDLE-X` with A and B. */
export function engineSku(sku: string): { sku: string; bundleItems: string | null } {
  if (!sku.startsWith(BUNDLE_PREFIX)) return { sku, bundleItems: null };
  const [own = sku, ...items] = sku.split(":");
  return { sku: own, bundleItems: items.length > 0 ? items.join(":") : null };
}

/** A set's colours are the storefront's own words for its choices, from the line as added when known. */
function cartLine(line: EngineLine, known: readonly CartLine[]): CartLine {
  const { productVariant: variant } = line;
  const sku = storefrontSku(line);
  const handle = variant.product.slug;
  const option = variant.options[0];
  const stock = Number(variant.stockLevel);
  const bundle = variant.sku.startsWith(BUNDLE_PREFIX);
  return {
    sku,
    handle,
    name: variant.product.name,
    colour: bundle ? (known.find((candidate) => candidate.sku === sku)?.colour ?? "") : (option?.name ?? ""),
    path: bundle ? bundlePath(handle) : productPath(handle),
    image: bundle ? bundleImage(handle) : productImage(handle, option?.code ?? ""),
    unitPrice: units(line.unitPriceWithTax),
    quantity: line.quantity,
    ...(Number.isFinite(stock) && { stock }),
  };
}

export function cartContents(
  order: EngineOrder | null,
  gifts: GiftSkus,
  known: readonly CartLine[] = [],
): CartContents {
  if (!order) return { lines: [], giftMessage: null, giftBox: false };
  const skus = new Set([gifts.giftMessage, gifts.giftBox]);
  const hasGiftMessage = order.lines.some((line) => line.productVariant.sku === gifts.giftMessage);
  // In the order the shopper sees them: a line put back keeps its place.
  const place = (sku: string) => {
    const index = known.findIndex((line) => line.sku === sku);
    return index < 0 ? known.length : index;
  };
  return {
    lines: order.lines
      .filter((line) => !skus.has(line.productVariant.sku))
      .map((line) => cartLine(line, known))
      .sort((a, b) => place(a.sku) - place(b.sku)),
    giftMessage: hasGiftMessage ? (order.customFields.giftMessage ?? "") : null,
    giftBox: order.lines.some((line) => line.productVariant.sku === gifts.giftBox),
  };
}

export function storefrontOrder(order: EngineOrder, gifts: GiftSkus): Order {
  const contents = cartContents(order, gifts);
  const lineTotal = (skus: (sku: string) => boolean) =>
    order.lines
      .filter((line) => skus(line.productVariant.sku))
      .reduce((sum, line) => sum + line.unitPriceWithTax * line.quantity, 0);
  const isGift = (sku: string) => sku === gifts.giftMessage || sku === gifts.giftBox;
  const address = order.shippingAddress;
  return {
    number: order.code,
    key: order.confirmationKey,
    placedAt: order.orderPlacedAt ?? order.updatedAt,
    status: PAID_STATES.has(order.state) ? "paid" : "awaiting-payment",
    form: {
      email: order.customer?.emailAddress ?? "",
      firstName: order.customer?.firstName ?? "",
      lastName: order.customer?.lastName ?? "",
      address: address?.streetLine1 ?? "",
      address2: address?.streetLine2 ?? "",
      postcode: address?.postalCode ?? "",
      city: address?.city ?? "",
      country: address?.countryCode ?? "",
      phone: address?.phoneNumber ?? "",
      shipping: order.shippingLines[0]?.shippingMethod.code ?? "",
      payment: order.customFields.paymentMethod ?? "",
    },
    ...contents,
    currency: order.currencyCode,
    totals: {
      subtotal: units(lineTotal((sku) => !isGift(sku))),
      gifts: units(lineTotal(isGift)),
      shipping: units(order.shippingWithTax),
      total: units(order.totalWithTax),
    },
    affiliate: {
      ...(order.customFields.awinId && { awinId: order.customFields.awinId }),
      ...(order.customFields.cjEventId && { cjEventId: order.customFields.cjEventId }),
    },
  };
}

export interface CartLine {
  sku: string;
  handle: string;
  name: string;
  colour: string;
  path: string;
  image: string;
  unitPrice: number;
  quantity: number;
  /** Absent in carts kept before. */
  stock?: number;
}

export const MAX_QUANTITY = 10;

export const GIFT_MESSAGE_MAX = 200;

export const quantityCap = (line: Pick<CartLine, "stock">): number =>
  Math.min(MAX_QUANTITY, line.stock ?? MAX_QUANTITY);

const clamp = (quantity: number, line: Pick<CartLine, "stock">): number =>
  Math.max(0, Math.min(quantityCap(line), Math.floor(quantity)));

/** The same SKU adds to its line, capped by the newest known stock and MAX_QUANTITY. */
export function addLine(
  lines: readonly CartLine[],
  line: Omit<CartLine, "quantity">,
  quantity = 1,
): CartLine[] {
  const existing = lines.find((candidate) => candidate.sku === line.sku);
  if (!existing)
    return [...lines, { ...line, quantity: clamp(quantity, line) }].filter((l) => l.quantity > 0);
  return lines
    .map((candidate) =>
      candidate.sku === line.sku
        ? { ...candidate, ...line, quantity: clamp(candidate.quantity + quantity, line) }
        : candidate,
    )
    .filter((candidate) => candidate.quantity > 0);
}

export function setQuantity(lines: readonly CartLine[], sku: string, quantity: number): CartLine[] {
  return lines
    .map((line) => (line.sku === sku ? { ...line, quantity: clamp(quantity, line) } : line))
    .filter((line) => line.quantity > 0);
}

export const removeLine = (lines: readonly CartLine[], sku: string): CartLine[] =>
  lines.filter((line) => line.sku !== sku);

/** Money in cents while adding, so that 0.1 + 0.2 is 0.30. */
const cents = (amount: number): number => Math.round(amount * 100);

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  gifts: number;
  shipping: number;
  total: number;
}

export function cartTotals(
  lines: readonly CartLine[],
  extras: { giftMessage?: number; giftBox?: number; shipping?: number } = {},
): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
  const gifts = cents(extras.giftMessage ?? 0) + cents(extras.giftBox ?? 0);
  const shipping = cents(extras.shipping ?? 0);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotal / 100,
    gifts: gifts / 100,
    shipping: shipping / 100,
    total: (subtotal + gifts + shipping) / 100,
  };
}

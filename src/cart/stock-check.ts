import type { CartLine } from "./cart-lines";

/** A line the shop has fewer of than the cart holds, as the order is placed. */
export interface ShortLine {
  sku: string;
  name: string;
  colour: string;
  /** How many the shop has now: 0 when sold out. */
  available: number;
}

/** The lines the shop cannot supply in full, by the stock it has now (SKUs it does not count are not short). */
export function shortLines(lines: readonly CartLine[], stock: Readonly<Record<string, number>>): ShortLine[] {
  return lines.flatMap((line) => {
    const available = stock[line.sku];
    return available !== undefined && line.quantity > available
      ? [{ sku: line.sku, name: line.name, colour: line.colour, available }]
      : [];
  });
}

/** The cart brought down to what the shop has: each short line to its stock, sold-out lines out. */
export function limitToStock(lines: readonly CartLine[], short: readonly ShortLine[]): CartLine[] {
  return lines
    .map((line) => {
      const found = short.find((candidate) => candidate.sku === line.sku);
      return found
        ? { ...line, stock: found.available, quantity: Math.min(line.quantity, found.available) }
        : line;
    })
    .filter((line) => line.quantity > 0);
}

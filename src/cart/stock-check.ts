import type { CartLine } from "./cart-lines";

export interface ShortLine {
  sku: string;
  name: string;
  colour: string;
  available: number;
}

/** SKUs the shop does not count are never short. */
export function shortLines(lines: readonly CartLine[], stock: Readonly<Record<string, number>>): ShortLine[] {
  return lines.flatMap((line) => {
    const available = stock[line.sku];
    return available !== undefined && line.quantity > available
      ? [{ sku: line.sku, name: line.name, colour: line.colour, available }]
      : [];
  });
}

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

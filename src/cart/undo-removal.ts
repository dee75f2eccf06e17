import { quantityCap, removeLine, type CartLine } from "./cart-lines";

export interface RemovedLine {
  line: CartLine;
  index: number;
}

export function takeOut(
  lines: readonly CartLine[],
  sku: string,
): { lines: CartLine[]; removed: RemovedLine | undefined } {
  const index = lines.findIndex((line) => line.sku === sku);
  const line = lines[index];
  if (!line) return { lines: [...lines], removed: undefined };
  return { lines: removeLine(lines, sku), removed: { line, index } };
}

/** If the product was added again meanwhile, the quantities add up (to the cap) where it now is. */
export function putBack(lines: readonly CartLine[], { line, index }: RemovedLine): CartLine[] {
  if (lines.some((candidate) => candidate.sku === line.sku)) {
    return lines.map((candidate) =>
      candidate.sku === line.sku
        ? { ...candidate, quantity: Math.min(quantityCap(candidate), candidate.quantity + line.quantity) }
        : candidate,
    );
  }
  const at = Math.min(Math.max(index, 0), lines.length);
  return [...lines.slice(0, at), line, ...lines.slice(at)];
}

import { randomInt } from "node:crypto";
import type { OrderCodeStrategy } from "@vendure/core";

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An order number shoppers can read out on the phone: BS-YYMMDD-XXXXX, without 0/O or 1/I. */
export function orderCode(date: Date, random: (max: number) => number = randomInt): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, "");
  const code = Array.from({ length: 5 }, () => LETTERS[random(LETTERS.length)]).join("");
  return `BS-${day}-${code}`;
}

export class ReadableOrderCodeStrategy implements OrderCodeStrategy {
  generate(): string {
    return orderCode(new Date());
  }
}

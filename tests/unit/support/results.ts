import { expect } from "vitest";

/**
 * Expects `fn` to give each key of `results` its value. A failure shows every input beside what it gave,
 * so one mismatch does not hide the others.
 */
export function expectResults<R>(fn: (input: string) => R, results: Record<string, R>): void {
  expect(Object.fromEntries(Object.keys(results).map((input) => [input, fn(input)]))).toEqual(results);
}

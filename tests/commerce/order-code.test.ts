import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderCode } from "../../services/commerce-engine/orders/order-code";

/** A number below `max` from a draw in [0, 1): what the engine's random integers give. */
const below = (draw: () => number) => (max: number) => Math.floor(draw() * max);

/** The engine's code from a draw in [0, 1) per letter. */
const orderNumber = (date: Date, draw: () => number) => orderCode(date, below(draw));

/** A small deterministic generator (mulberry32), so that every run draws the same codes. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORMAT = /^BS-\d{6}-[A-HJ-NP-Z2-9]{5}$/;

describe("the engine's order codes", () => {
  it("is BS-YYMMDD-XXXXX with the date in UTC", () => {
    const number = orderNumber(new Date("2025-03-07T10:15:00Z"), seeded(1));
    expect(number).toMatch(FORMAT);
    expect(number.slice(0, 10)).toBe("BS-250307-");
    // 23:30 in New York on 6 March is already 7 March in UTC.
    expect(orderNumber(new Date("2025-03-06T23:30:00-05:00"), seeded(1)).slice(3, 9)).toBe("250307");
  });

  it("draws the same code from the same seed and different codes from different seeds", () => {
    const date = new Date("2025-12-31T23:59:59Z");
    expect(orderNumber(date, seeded(42))).toBe(orderNumber(date, seeded(42)));
    const codes = new Set(Array.from({ length: 50 }, (_, seed) => orderNumber(date, seeded(seed))));
    expect(codes.size).toBe(50);
  });

  it("maps the lowest and highest random values to the first and last letters", () => {
    const date = new Date("2024-02-29T00:00:00Z");
    expect(orderNumber(date, () => 0)).toBe("BS-240229-AAAAA");
    expect(orderNumber(date, () => 0.999999)).toBe("BS-240229-99999");
    const draws = [0, 0.25, 0.5, 0.75, 0.99];
    let i = 0;
    expect(orderNumber(date, () => draws[i++] ?? 0)).toBe("BS-240229-AJS29");
  });

  it("never uses the ambiguous characters I, O, 0 or 1", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.integer(),
        (date, seed) => {
          const number = orderNumber(date, seeded(seed));
          expect(number).toMatch(FORMAT);
          expect(number.slice(10)).not.toMatch(/[IO01]/);
          expect(number.slice(3, 9)).toBe(date.toISOString().slice(2, 10).replaceAll("-", ""));
        },
      ),
    );
  });

  it("can draw every one of the 32 letters", () => {
    const letters = new Set<string>();
    for (let k = 0; k < 32; k += 1) letters.add(orderNumber(new Date(0), () => (k + 0.5) / 32).slice(-1));
    expect([...letters].join("")).toBe("ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
  });
});

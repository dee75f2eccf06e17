import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KlevuConfig, KlevuLastClickedProducts } from "@klevu/core";

// The provider's click history, as the shop configures it: no network is involved.
describe("category personalisation", () => {
  beforeAll(() => {
    KlevuConfig.default = new KlevuConfig({
      url: "http://localhost:1/cs/v2/search",
      apiKey: "local-nl-nl-NL",
    });
  });

  it("needs at least three clicks, then uses the largest multiple of three, latest first", () => {
    const clicks = KlevuLastClickedProducts;
    clicks.click("p1");
    clicks.click("p2");
    expect(clicks.getCategoryPersonalisationIds("baby-carriers")).toEqual([]);
    clicks.click("p3");
    clicks.click("p4");
    expect(clicks.getCategoryPersonalisationIds("bouncers")).toEqual(["p4", "p3", "p2"]);
  });

  it("keeps its answer per category for ten hours", () => {
    const before = KlevuLastClickedProducts.getCategoryPersonalisationIds("bouncers");
    KlevuLastClickedProducts.click("p5");
    KlevuLastClickedProducts.click("p6");
    expect(KlevuLastClickedProducts.getCategoryPersonalisationIds("bouncers")).toEqual(before);
    expect(KlevuLastClickedProducts.getCategoryPersonalisationIds("cribs")).toEqual([
      "p6",
      "p5",
      "p4",
      "p3",
      "p2",
      "p1",
    ]);
  });

  afterEach(() => vi.useRealTimers());

  it("keeps twenty clicks and reads ten by default", () => {
    for (let i = 0; i < 30; i += 1) KlevuLastClickedProducts.click(`q${i}`);
    expect(KlevuLastClickedProducts.getLastClickedLatestsFirst()).toHaveLength(10);
    expect(KlevuLastClickedProducts.getLastClickedLatestsFirst(50)).toHaveLength(20);
  });

  it("answers a category from its cache for ten hours of a moving clock, then from the clicks again", () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00") });
    const cached = KlevuLastClickedProducts.getCategoryPersonalisationIds("bathroom");
    // Twenty clicks are kept: eighteen, the largest multiple of three.
    expect(cached).toHaveLength(18);
    KlevuLastClickedProducts.click("r1");
    vi.advanceTimersByTime(10 * 3600_000 - 1000);
    expect(KlevuLastClickedProducts.getCategoryPersonalisationIds("bathroom")).toEqual(cached);
    vi.advanceTimersByTime(2000);
    const fresh = KlevuLastClickedProducts.getCategoryPersonalisationIds("bathroom");
    expect(fresh).toHaveLength(18);
    expect(fresh[0]).toBe("r1");
  });
});

import { describe, expect, it } from "vitest";
import { KEEP_SCROLL, keepsScroll } from "../../src/app/keep-scroll";

describe("keepsScroll", () => {
  it("keeps the place only when the navigation asked for it", () => {
    expect(keepsScroll({ [KEEP_SCROLL]: true })).toBe(true);
    expect(keepsScroll({ [KEEP_SCROLL]: false })).toBe(false);
    for (const state of [null, undefined, "keepScroll", { key: "1" }, { [KEEP_SCROLL]: "true" }])
      expect(keepsScroll(state)).toBe(false);
  });
});

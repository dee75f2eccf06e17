import { describe, expect, it } from "vitest";
import { imageForWidth } from "../../../src/search/static-content";

const desktop = { resolution: "desktop", url: "/images/a.svg", altTag: "Wide", maxWidth: 1200 };
const mobile = { resolution: "mobile", url: "/images/b.svg", altTag: "Narrow", maxWidth: 600 };

describe("the image of static content for a screen", () => {
  it("is the narrowest made for at least the screen's width", () => {
    expect(imageForWidth([desktop, mobile], 390)).toBe(mobile);
    expect(imageForWidth([desktop, mobile], 600)).toBe(mobile);
    expect(imageForWidth([desktop, mobile], 601)).toBe(desktop);
  });

  it("is the widest on a screen wider than all, and none without images", () => {
    expect(imageForWidth([mobile, desktop], 1920)).toBe(desktop);
    expect(imageForWidth([], 800)).toBeUndefined();
  });
});

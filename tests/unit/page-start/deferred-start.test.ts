// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

/** The module afresh: it remembers, for the page's life, that the visitor has done something. */
const load = async () => {
  vi.resetModules();
  return import("../../../src/page-start/deferred-start");
};

describe("afterFirstInteraction", () => {
  const scrollTo = (y: number) => Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  afterEach(() => scrollTo(0));

  it("waits for the visitor's first scroll, tap or key, then starts at once for everything after", async () => {
    const { afterFirstInteraction } = await load();
    const first = vi.fn();
    afterFirstInteraction(first);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("wheel"));
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it("starts at once on a page the visitor scrolled before its code ran", async () => {
    const { afterFirstInteraction } = await load();
    scrollTo(640);
    const start = vi.fn();
    afterFirstInteraction(start);
    expect(start).toHaveBeenCalledOnce();
  });
});

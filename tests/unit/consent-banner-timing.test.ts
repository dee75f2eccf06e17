// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visitorActivity } from "../../src/consent/visitor-activity";
import {
  bannerMayOpen,
  bannerMayTakeFocus,
  CONSENT_ROOT_ID,
  type VisitorActivity,
} from "../../src/consent/banner-rules";
import { whenFree } from "../../src/consent/when-free";

const IDLE: VisitorActivity = {
  typing: false,
  searchOpen: false,
  navigationOpen: false,
  disclosureOpen: false,
  dialogOpen: false,
  focusHeld: false,
};

describe("bannerMayOpen and bannerMayTakeFocus", () => {
  it("open the banner and give it the focus when the visitor does nothing", () => {
    expect(bannerMayOpen(IDLE)).toBe(true);
    expect(bannerMayTakeFocus(IDLE)).toBe(true);
  });

  it.each(["typing", "searchOpen", "navigationOpen", "disclosureOpen", "dialogOpen"] as const)(
    "keep the banner closed while %s",
    (busy) => {
      expect(bannerMayOpen({ ...IDLE, [busy]: true })).toBe(false);
      expect(bannerMayTakeFocus({ ...IDLE, [busy]: true })).toBe(false);
    },
  );

  it("open it beside a focused link or button, without taking the focus", () => {
    expect(bannerMayOpen({ ...IDLE, focusHeld: true })).toBe(true);
    expect(bannerMayTakeFocus({ ...IDLE, focusHeld: true })).toBe(false);
  });
});

describe("visitorActivity", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="${CONSENT_ROOT_ID}"><button id="accept">OK</button><div role="dialog" aria-modal="true"></div></div>
      <main><input id="search" /><a id="link" href="/cart/">Cart</a></main>`;
  });
  const closed = { searchOpen: false, navOpen: false };

  it("sees nothing going on in a fresh page, the banner's own dialog aside", () => {
    expect(visitorActivity(closed)).toEqual(IDLE);
  });

  it("sees a focused field as typing, and a focused link as focus held", () => {
    document.getElementById("search")?.focus();
    expect(visitorActivity(closed)).toEqual({ ...IDLE, typing: true, focusHeld: true });
    document.getElementById("link")?.focus();
    expect(visitorActivity(closed)).toEqual({ ...IDLE, focusHeld: true });
  });

  it("does not count the focus inside the banner", () => {
    document.getElementById("accept")?.focus();
    expect(visitorActivity(closed)).toEqual(IDLE);
  });

  it("reads open search and navigation from the storefront state", () => {
    expect(visitorActivity({ ...closed, searchOpen: true })).toEqual({ ...IDLE, searchOpen: true });
    expect(visitorActivity({ ...closed, navOpen: true })).toEqual({ ...IDLE, navigationOpen: true });
  });

  it("counts an expanded drawer only while it shows", () => {
    document
      .querySelector("main")
      ?.insertAdjacentHTML(
        "beforeend",
        '<button aria-expanded="true" aria-controls="drawer-carriers">Carriers</button><ul id="drawer-carriers"></ul>',
      );
    const drawer = document.getElementById("drawer-carriers") as HTMLElement;
    drawer.checkVisibility = () => false;
    expect(visitorActivity(closed).disclosureOpen).toBe(false);
    drawer.checkVisibility = () => true;
    expect(visitorActivity(closed).disclosureOpen).toBe(true);
  });

  it("sees another open dialog", () => {
    document.querySelector("main")?.insertAdjacentHTML("beforeend", "<dialog open>Filters</dialog>");
    expect(visitorActivity(closed).dialogOpen).toBe(true);
  });
});

describe("whenFree", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once when the visitor is free", () => {
    const start = vi.fn();
    whenFree(() => true, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits while the visitor is busy, then runs once", () => {
    let free = false;
    const start = vi.fn();
    whenFree(() => free, start);
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    free = true;
    vi.advanceTimersByTime(500);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not run once cancelled", () => {
    let free = false;
    const start = vi.fn();
    const cancel = whenFree(() => free, start);
    cancel();
    free = true;
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
  });
});

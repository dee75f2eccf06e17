// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeOverlaysOnNewPage, tellTagManagerOfPage } from "../../src/app/route-change";

/** The overlays as a page shows them: search, navigation and the added-to-cart drawer open. */
function openOverlays() {
  const shown = {
    searchOpen: true,
    navOpen: true,
    drawerIndices: [0, 1] as unknown,
    addedProduct: "cradle" as unknown,
  };
  return {
    shown,
    overlays: {
      setSearchOpen: (open: boolean) => void (shown.searchOpen = open),
      setNavOpen: (open: boolean) => void (shown.navOpen = open),
      setDrawerIndices: (indices: unknown) => void (shown.drawerIndices = indices),
      setAddedProduct: (product: unknown) => void (shown.addedProduct = product),
    },
  };
}

describe("closeOverlaysOnNewPage", () => {
  it("opens another page with search, navigation and the drawer closed", () => {
    const { shown, overlays } = openOverlays();
    closeOverlaysOnNewPage({ pathname: "/producten/wieg/" }, { pathname: "/" }, overlays);
    expect(shown).toEqual({
      searchOpen: false,
      navOpen: false,
      drawerIndices: [null, null],
      addedProduct: undefined,
    });
  });

  it("leaves them open on the first page and when only the page's filters change", () => {
    for (const before of [undefined, { pathname: "/babykamer/" }]) {
      const { shown, overlays } = openOverlays();
      closeOverlaysOnNewPage({ pathname: "/babykamer/" }, before, overlays);
      expect(shown.searchOpen && shown.navOpen).toBe(true);
    }
  });
});

describe("tellTagManagerOfPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.dataLayer;
  });

  it("tells the tag manager once the new page's title is in place", () => {
    vi.useFakeTimers();
    window.dataLayer = [];
    document.title = "Home";
    tellTagManagerOfPage({ prevLocation: { pathname: "/" } });
    document.title = "";
    vi.advanceTimersByTime(100);
    expect(window.dataLayer).toEqual([]);
    document.title = "Wieg";
    vi.advanceTimersByTime(50);
    expect(window.dataLayer).toEqual([{ event: "gatsby-route-change" }]);
  });

  it("tells it at once on the first page, and after a second when the title never changes", () => {
    vi.useFakeTimers();
    window.dataLayer = [];
    document.title = "Home";
    tellTagManagerOfPage({ prevLocation: null });
    expect(window.dataLayer).toHaveLength(1);
    tellTagManagerOfPage({ prevLocation: { pathname: "/" } });
    vi.advanceTimersByTime(950);
    expect(window.dataLayer).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(window.dataLayer).toHaveLength(2);
  });
});

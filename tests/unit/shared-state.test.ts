import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StorageValue } from "zustand/middleware";
import type { Shop } from "../../src/shops/shops-schema";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import type { RuntimeSettings } from "../../src/runtime-settings/runtime-settings";
import type { ProductSummary } from "../../src/state/product";
import {
  AFFILIATE_STORAGE_KEY,
  createSharedState,
  type StorefrontState,
  type SharedState,
} from "../../src/state/shared-state";
import type { AffiliateFields } from "../../src/state/visitor-slice";
import { visitorStorage, type VisitorStorageDeps } from "../../src/state/visitor-storage";

const euShop: Shop = {
  id: "eu",
  name: "Babyshop Europe",
  origin: "https://eu.babyshop.example",
  countries: ["at", "be", "pl", "pt", "ie"],
  currency: "EUR",
  languages: ["en-US"],
  defaultLanguage: "en-US",
};

const bib: ProductSummary = {
  sku: "BIB-1",
  name: "Bib",
  unitPrice: 9.95,
  currency: "EUR",
  image: "https://cdn.babyshop.example/bib.jpg",
};
const rattle: ProductSummary = {
  sku: "RAT-1",
  name: "Rattle",
  unitPrice: 5,
  currency: "EUR",
};

/** A Map-backed stand-in for window.localStorage. */
class FakeStorage {
  readonly items = new Map<string, string>();
  getItem = vi.fn((key: string) => this.items.get(key) ?? null);
  setItem = vi.fn((key: string, value: string) => void this.items.set(key, value));
  removeItem = vi.fn((key: string) => void this.items.delete(key));
}

interface Harness {
  store: SharedState;
  local: FakeStorage;
  consent: { affiliate: boolean };
  runtimeSettings: RuntimeSettings;
}

const setup = (options: { affiliateConsent?: boolean; runtimeSettings?: RuntimeSettings } = {}): Harness => {
  const local = new FakeStorage();
  const consent = { affiliate: options.affiliateConsent ?? false };
  const runtimeSettings = options.runtimeSettings ?? buildRuntimeSettings(euShop, {});
  const storage = visitorStorage({ local: () => local, mayStoreAffiliateIds: () => consent.affiliate });
  return {
    store: createSharedState(runtimeSettings.shop.environment, runtimeSettings.allowedCountries, storage),
    local,
    consent,
    runtimeSettings,
  };
};

/** The keys whose values differ between two states (actions included, by identity). */
const changedKeys = (before: StorefrontState, after: StorefrontState): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !Object.is(before[key as keyof StorefrontState], after[key as keyof StorefrontState]))
    .sort();

/** Runs `action` and returns the keys it changed. */
const changes = (store: SharedState, action: (state: StorefrontState) => void): string[] => {
  const before = store.getState();
  action(before);
  return changedKeys(before, store.getState());
};

const stored = (local: FakeStorage): unknown => {
  const raw = local.items.get(AFFILIATE_STORAGE_KEY);
  return raw === undefined ? undefined : JSON.parse(raw);
};

describe("createSharedState: initial state", () => {
  it("starts with its first values", () => {
    const { store } = setup();
    const state = store.getState();
    expect(state.environment).toBe("production");
    expect(state.scripts).toEqual([]);
    expect(state.hideNoticeBar).toBe(false);
    expect(state.addedProduct).toBeUndefined();
    expect(state.activeSearchType).toBe("product");
    expect(state.searchOpen).toBe(false);
    expect(state.navOpen).toBe(false);
    expect(state.drawerIndices).toEqual([null, null]);
    expect(state.userCountry).toBeUndefined();
    expect(state.awinId).toBeUndefined();
    expect(state.cjEventId).toBeUndefined();
    expect(state.allowedCountries).toEqual(["AT", "BE", "PL", "PT", "IE"]);
  });

  it("takes the environment from the build's runtime settings", () => {
    const { store } = setup({ runtimeSettings: buildRuntimeSettings(euShop, { environment: "staging" }) });
    expect(store.getState().environment).toBe("staging");
  });

  it("does not touch storage before anything happens (hydration is skipped)", () => {
    const { local } = setup({ affiliateConsent: true });
    expect(local.getItem).not.toHaveBeenCalled();
    expect(local.setItem).not.toHaveBeenCalled();
  });

  it("gives each store its own state", () => {
    const first = setup().store;
    const second = setup().store;
    first.getState().setSearchOpen(true);
    first.getState().addScript({ id: "a", src: "https://a.example/a.js" });
    expect(second.getState().searchOpen).toBe(false);
    expect(second.getState().scripts).toEqual([]);
  });
});

describe("search and navigation", () => {
  let store: SharedState;
  beforeEach(() => {
    store = setup().store;
  });

  it("opening search closes navigation and resets the drawers", () => {
    store.getState().setNavOpen(true);
    store.getState().setDrawerIndices([2, 1]);
    expect(store.getState()).toMatchObject({ navOpen: true, drawerIndices: [2, 1] });
    store.getState().setSearchOpen(true);
    expect(store.getState()).toMatchObject({ searchOpen: true, navOpen: false, drawerIndices: [null, null] });
  });

  it("opening search changes only search, navigation and drawers", () => {
    store.getState().setNavOpen(true);
    store.getState().setDrawerIndices([0, null]);
    expect(changes(store, (s) => s.setSearchOpen(true))).toEqual(["drawerIndices", "navOpen", "searchOpen"]);
  });

  it("closing search leaves navigation and drawers alone", () => {
    // The setters cannot produce open search and navigation together, so set it up directly.
    store.setState({ searchOpen: true, navOpen: true, drawerIndices: [3, 4] });
    expect(changes(store, (s) => s.setSearchOpen(false))).toEqual(["searchOpen"]);
    expect(store.getState()).toMatchObject({ searchOpen: false, navOpen: true, drawerIndices: [3, 4] });
  });

  it("opening navigation closes search", () => {
    store.getState().setSearchOpen(true);
    expect(changes(store, (s) => s.setNavOpen(true))).toEqual(["navOpen", "searchOpen"]);
    expect(store.getState()).toMatchObject({ navOpen: true, searchOpen: false });
  });

  it("opening navigation keeps the drawers", () => {
    store.getState().setDrawerIndices([1, 2]);
    store.getState().setNavOpen(true);
    expect(store.getState().drawerIndices).toEqual([1, 2]);
  });

  it("closing navigation leaves search and drawers alone", () => {
    store.getState().setNavOpen(true);
    store.getState().setDrawerIndices([1, 0]);
    store.setState({ searchOpen: true });
    expect(changes(store, (s) => s.setNavOpen(false))).toEqual(["navOpen"]);
    expect(store.getState()).toMatchObject({ navOpen: false, searchOpen: true, drawerIndices: [1, 0] });
  });

  it("setting the drawers closes search", () => {
    store.getState().setSearchOpen(true);
    expect(changes(store, (s) => s.setDrawerIndices([1, null]))).toEqual(["drawerIndices", "searchOpen"]);
    expect(store.getState()).toMatchObject({ drawerIndices: [1, null], searchOpen: false });
  });

  it("setting the drawers leaves navigation as it is", () => {
    store.getState().setDrawerIndices([0, 1]);
    expect(store.getState().navOpen).toBe(false);
    store.getState().setNavOpen(true);
    store.getState().setDrawerIndices([null, null]);
    expect(store.getState()).toMatchObject({ navOpen: true, drawerIndices: [null, null] });
  });
});

describe("scripts", () => {
  const tagManager = { id: "tag-manager", src: "https://tags.babyshop.example/gtm.js?id=GTM-ABC123" };
  const pixel = { id: "awin", src: "https://pixel.awin.example/tag.js?awc=1" };

  const newer = { id: "awin", src: "https://pixel.awin.example/tag.js?awc=2" };
  const anonymous = { src: "https://widgets.example/w.js" };

  it.each([
    ["appends scripts", [tagManager, pixel], [tagManager, pixel]],
    [
      "replaces a script with the same id, keeping the others and never holding two",
      [tagManager, pixel, newer, newer],
      [tagManager, newer],
    ],
    [
      "appends scripts without an id, even the same one twice",
      [anonymous, tagManager, anonymous],
      [anonymous, tagManager, anonymous],
    ],
  ])("%s", (_, added, scripts) => {
    const { store } = setup();
    for (const script of added) store.getState().addScript(script);
    expect(store.getState().scripts).toEqual(scripts);
  });

  it("removes a script by id, keeping the others; an unknown id changes nothing", () => {
    const { store } = setup();
    store.getState().addScript(tagManager);
    store.getState().addScript(anonymous);
    store.getState().addScript(pixel);
    store.getState().removeScript("tag-manager");
    expect(store.getState().scripts).toEqual([anonymous, pixel]);
    store.getState().removeScript("missing");
    expect(store.getState().scripts).toEqual([anonymous, pixel]);
  });

  it("changes only the scripts", () => {
    const { store } = setup();
    expect(changes(store, (s) => s.addScript(tagManager))).toEqual(["scripts"]);
    expect(changes(store, (s) => s.addScript({ src: "x.js" }))).toEqual(["scripts"]);
    expect(changes(store, (s) => s.removeScript("tag-manager"))).toEqual(["scripts"]);
  });

  it("leaves the previous list as it was", () => {
    const { store } = setup();
    store.getState().addScript(tagManager);
    const before = store.getState().scripts;
    store.getState().addScript(pixel);
    store.getState().removeScript("tag-manager");
    expect(before).toEqual([tagManager]);
  });
});

describe("single-field setters", () => {
  const cases: [string, keyof StorefrontState, unknown, (state: StorefrontState) => void][] = [
    ["setHideNoticeBar", "hideNoticeBar", true, (s) => s.setHideNoticeBar(true)],
    ["setAddedProduct", "addedProduct", bib, (s) => s.setAddedProduct(bib)],
    ["setActiveSearchType", "activeSearchType", "content", (s) => s.setActiveSearchType("content")],
    ["setAwinId", "awinId", "awc-123", (s) => s.setAwinId("awc-123")],
    ["setCjEventId", "cjEventId", "cj_456", (s) => s.setCjEventId("cj_456")],
    ["setUserCountry", "userCountry", "BE", (s) => s.setUserCountry("BE")],
  ];

  it.each(cases)("%s sets %s and nothing else", (_name, field, value, action) => {
    const { store } = setup({ affiliateConsent: true });
    expect(changes(store, action)).toEqual([field]);
    expect(store.getState()[field]).toEqual(value);
  });

  it.each(cases)("%s changes nothing else from a busy state either", (_name, field, _value, action) => {
    const { store } = setup({ affiliateConsent: true });
    store.getState().setNavOpen(true);
    store.getState().setDrawerIndices([1, 2]);
    store.getState().setAddedProduct(rattle);
    store.getState().addScript({ id: "a", src: "a.js" });
    const changed = changes(store, action);
    expect(changed.every((key) => key === field)).toBe(true);
  });

  it("clears the added product with undefined", () => {
    const { store } = setup();
    store.getState().setAddedProduct(bib);
    store.getState().setAddedProduct(undefined);
    expect(store.getState().addedProduct).toBeUndefined();
  });

  it("switches the search between products and content and back", () => {
    const { store } = setup();
    store.getState().setActiveSearchType("content");
    expect(store.getState().activeSearchType).toBe("content");
    store.getState().setActiveSearchType("product");
    expect(store.getState().activeSearchType).toBe("product");
  });

  it("shows the notice bar again", () => {
    const { store } = setup();
    store.getState().setHideNoticeBar(true);
    store.getState().setHideNoticeBar(false);
    expect(store.getState().hideNoticeBar).toBe(false);
  });
});

describe("affiliate ids in storage, through the store", () => {
  it("stores the affiliate ids in local storage with marketing consent", () => {
    const { store, local } = setup({ affiliateConsent: true });
    store.getState().setAwinId("awc-1");
    expect(stored(local)).toEqual({ awinId: "awc-1" });
    store.getState().setCjEventId("cj-2");
    expect(stored(local)).toEqual({ awinId: "awc-1", cjEventId: "cj-2" });
    expect(local.setItem).toHaveBeenLastCalledWith(AFFILIATE_STORAGE_KEY, expect.any(String));
  });

  it("keeps the affiliate ids out of local storage without consent, and removes old ones", () => {
    const { store, local } = setup({ affiliateConsent: false });
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "old" }));
    store.getState().setAwinId("awc-1");
    store.getState().setCjEventId("cj-2");
    expect(local.setItem).not.toHaveBeenCalled();
    expect(local.removeItem).toHaveBeenCalledWith(AFFILIATE_STORAGE_KEY);
    expect(local.items.has(AFFILIATE_STORAGE_KEY)).toBe(false);
    expect(store.getState()).toMatchObject({ awinId: "awc-1", cjEventId: "cj-2" });
  });

  it("never puts the user country or other state in local storage", () => {
    const { store, local } = setup({ affiliateConsent: true });
    store.getState().setUserCountry("BE");
    store.getState().setSearchOpen(true);
    store.getState().setAwinId("abc");
    expect(stored(local)).toEqual({ awinId: "abc" });
    for (const [, value] of local.setItem.mock.calls)
      expect(Object.keys(JSON.parse(value))).not.toContain("userCountry");
  });

  it("removes the stored ids once consent is withdrawn", () => {
    const harness = setup({ affiliateConsent: true });
    harness.store.getState().setAwinId("awc-1");
    expect(stored(harness.local)).toEqual({ awinId: "awc-1" });
    harness.consent.affiliate = false;
    harness.store.getState().setHideNoticeBar(true);
    expect(harness.local.items.has(AFFILIATE_STORAGE_KEY)).toBe(false);
  });

  it("removes the stored ids when both are cleared", () => {
    const { store, local } = setup({ affiliateConsent: true });
    store.getState().setAwinId("awc-1");
    store.getState().setAwinId(undefined);
    expect(local.items.has(AFFILIATE_STORAGE_KEY)).toBe(false);
  });

  it("restores the affiliate ids from local storage on rehydration with consent", async () => {
    const { store, local } = setup({ affiliateConsent: true });
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "saved-awc", cjEventId: "saved-cj" }));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ awinId: "saved-awc", cjEventId: "saved-cj" });
    expect(store.persist.hasHydrated()).toBe(true);
  });

  it("restores nothing without consent", async () => {
    const { store, local } = setup({ affiliateConsent: false });
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "saved-awc" }));
    store.getState().setCjEventId("url-cj");
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ awinId: undefined, cjEventId: "url-cj" });
    expect(local.getItem).not.toHaveBeenCalled();
  });

  it("lets ids from the current URL win over stored ones, filling in only the missing one", async () => {
    const { store, local } = setup({ affiliateConsent: true });
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "saved-awc", cjEventId: "saved-cj" }));
    store.getState().setAwinId("url-awc");
    // setAwinId already wrote the URL id (and no CJ id) to storage; put the older entry back.
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "saved-awc", cjEventId: "saved-cj" }));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ awinId: "url-awc", cjEventId: "saved-cj" });
  });

  it("keeps the rest of the state across rehydration", async () => {
    const { store, local } = setup({ affiliateConsent: true });
    store.getState().setUserCountry("BE");
    store.getState().setNavOpen(true);
    store.getState().setHideNoticeBar(true);
    // Each change above wrote the (empty) ids, so the saved entry goes in afterwards.
    local.items.set(AFFILIATE_STORAGE_KEY, JSON.stringify({ awinId: "saved-awc" }));
    const before = store.getState();
    await store.persist.rehydrate();
    expect(changedKeys(before, store.getState())).toEqual(["awinId"]);
    expect(store.getState()).toMatchObject({
      userCountry: "BE",
      navOpen: true,
      hideNoticeBar: true,
      awinId: "saved-awc",
    });
  });

  it("stores an id from the URL once consent is given (as start-visitor does on a consent change)", async () => {
    const harness = setup({ affiliateConsent: false });
    harness.store.getState().setAwinId("from-url");
    expect(harness.local.items.has(AFFILIATE_STORAGE_KEY)).toBe(false);
    harness.consent.affiliate = true;
    await harness.store.persist.rehydrate();
    harness.store.setState({});
    expect(harness.store.getState().awinId).toBe("from-url");
    expect(stored(harness.local)).toEqual({ awinId: "from-url" });
  });

  it("erases stored ids once consent is withdrawn (as start-visitor does on a consent change)", async () => {
    const harness = setup({ affiliateConsent: true });
    harness.store.getState().setAwinId("awc-1");
    harness.consent.affiliate = false;
    await harness.store.persist.rehydrate();
    harness.store.setState({});
    expect(harness.local.items.has(AFFILIATE_STORAGE_KEY)).toBe(false);
  });
});

describe("visitorStorage", () => {
  const deps = (overrides: Partial<VisitorStorageDeps> = {}) => {
    const local = new FakeStorage();
    const all: VisitorStorageDeps = { local: () => local, mayStoreAffiliateIds: () => true, ...overrides };
    return { local, storage: visitorStorage(all) };
  };
  const value = (fields: { awinId?: string; cjEventId?: string }) => ({
    state: { awinId: undefined, cjEventId: undefined, ...fields },
    version: 0,
  });

  it("getItem returns null without consent, without reading storage", () => {
    const { storage, local } = deps({ mayStoreAffiliateIds: () => false });
    local.items.set("k", JSON.stringify({ awinId: "a" }));
    expect(storage.getItem("k")).toBeNull();
    expect(local.getItem).not.toHaveBeenCalled();
  });

  it("getItem reads the affiliate ids with consent", () => {
    const { storage, local } = deps();
    local.items.set("k", JSON.stringify({ awinId: "a", cjEventId: "c" }));
    expect(storage.getItem("k")).toEqual(value({ awinId: "a", cjEventId: "c" }));
  });

  it("getItem reads nothing but the affiliate ids", () => {
    const { storage, local } = deps();
    local.items.set("k", JSON.stringify({ userCountry: "FR", awinId: "a", searchOpen: true }));
    // visitorStorage answers synchronously.
    const item = storage.getItem("k") as StorageValue<AffiliateFields> | null;
    expect(item).toEqual(value({ awinId: "a" }));
    expect(Object.keys(item?.state ?? {}).sort()).toEqual(["awinId", "cjEventId"]);
  });

  it("getItem ignores values that are not strings", () => {
    const { storage, local } = deps();
    local.items.set("k", JSON.stringify({ awinId: 5, cjEventId: { x: 1 } }));
    expect(storage.getItem("k")).toEqual(value({}));
  });

  it.each(["{not json", "null", "42", '"text"', "[]", ""])("getItem survives the stored value %j", (raw) => {
    const { storage, local } = deps();
    local.items.set("k", raw);
    expect(storage.getItem("k")).toEqual(value({}));
  });

  it("getItem gives an empty state when nothing is stored or there is no storage", () => {
    expect(deps().storage.getItem("k")).toEqual(value({}));
    expect(deps({ local: () => undefined }).storage.getItem("k")).toEqual(value({}));
  });

  it("setItem writes the ids only with consent", () => {
    const granted = deps();
    granted.storage.setItem("k", value({ awinId: "a" }));
    expect(JSON.parse(granted.local.items.get("k") ?? "null")).toEqual({ awinId: "a" });

    const refused = deps({ mayStoreAffiliateIds: () => false });
    refused.local.items.set("k", "old");
    refused.storage.setItem("k", value({ awinId: "a", cjEventId: "c" }));
    expect(refused.local.setItem).not.toHaveBeenCalled();
    expect(refused.local.items.has("k")).toBe(false);
  });

  it("setItem removes the entry when there are no ids", () => {
    const { storage, local } = deps();
    local.items.set("k", "old");
    storage.setItem("k", value({}));
    expect(local.setItem).not.toHaveBeenCalled();
    expect(local.items.has("k")).toBe(false);
  });

  it("setItem and getItem round-trip", () => {
    const { storage } = deps();
    storage.setItem("k", value({ awinId: "a-1", cjEventId: "c.2" }));
    expect(storage.getItem("k")).toEqual(value({ awinId: "a-1", cjEventId: "c.2" }));
  });

  it("removeItem removes the entry", () => {
    const { storage, local } = deps();
    local.items.set("k", "old");
    storage.removeItem("k");
    expect(local.items.has("k")).toBe(false);
  });

  it("does nothing where there is no storage", () => {
    const { storage } = deps({ local: () => undefined });
    expect(() => storage.setItem("k", value({ awinId: "a" }))).not.toThrow();
    expect(() => storage.removeItem("k")).not.toThrow();
  });

  const throwing = {
    getItem: (): string | null => {
      throw new Error("SecurityError");
    },
    setItem: (): void => {
      throw new Error("QuotaExceededError");
    },
    removeItem: (): void => {
      throw new Error("SecurityError");
    },
  };

  it("does not crash when every storage call throws", () => {
    const { storage } = deps({ local: () => throwing });
    expect(storage.getItem("k")).toEqual(value({}));
    expect(() => storage.setItem("k", value({ awinId: "a" }))).not.toThrow();
    expect(() => storage.setItem("k", value({}))).not.toThrow();
    expect(() => storage.removeItem("k")).not.toThrow();
  });

  it("does not crash when reaching the storage itself throws", () => {
    const { storage } = deps({
      local: () => {
        throw new Error("access denied");
      },
    });
    expect(storage.getItem("k")).toEqual(value({}));
    expect(() => storage.setItem("k", value({ awinId: "a" }))).not.toThrow();
    expect(() => storage.removeItem("k")).not.toThrow();
  });

  it("keeps a whole store working on a storage that throws on every call", async () => {
    const store = createSharedState(
      "production",
      buildRuntimeSettings(euShop, {}).allowedCountries,
      visitorStorage({ local: () => throwing, mayStoreAffiliateIds: () => true }),
    );
    expect(() => {
      store.getState().setUserCountry("PL");
      store.getState().setAwinId("a");
      store.getState().setCjEventId("c");
      store.getState().setSearchOpen(true);
    }).not.toThrow();
    await expect(store.persist.rehydrate()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({
      userCountry: "PL",
      awinId: "a",
      cjEventId: "c",
      searchOpen: true,
    });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import type { KlevuBanner } from "@klevu/core";
import { bannersFor } from "../../../src/search/banner-rules";

const banner = (overrides: Partial<KlevuBanner>): KlevuBanner => ({
  bannerName: "December",
  bannerAltTag: "December offers",
  bannerImg: "/images/banners/december.svg",
  redirectUrl: "/guides/gift-guide/",
  bannerRef: 1,
  position: "top",
  startDate: "2026/12/01",
  endDate: "2026/12/31",
  showForTerms: ["bouncer"],
  showOnLandingPage: true,
  showOnQuickSearch: false,
  showOnCategoryPage: false,
  ...overrides,
});

const at = (date: string) => vi.setSystemTime(new Date(date));
const names = (list: KlevuBanner[]) => list.map((b) => b.bannerName);

describe("banner rules", () => {
  afterEach(() => vi.useRealTimers());

  it("show a banner from the start of its first day to 23:59:59 of its last", () => {
    vi.useFakeTimers();
    const dated = [banner({})];
    at("2026-11-30T23:59:59");
    expect(bannersFor(dated, "landingpage", "bouncer")).toEqual([]);
    at("2026-12-01T00:00:00");
    expect(names(bannersFor(dated, "landingpage", "bouncer"))).toEqual(["December"]);
    at("2026-12-31T23:59:59");
    expect(names(bannersFor(dated, "landingpage", "bouncer"))).toEqual(["December"]);
    at("2027-01-01T00:00:00");
    expect(bannersFor(dated, "landingpage", "bouncer")).toEqual([]);
  });

  it("never end a banner without an end date", () => {
    vi.useFakeTimers();
    at("2031-06-01T12:00:00");
    expect(bannersFor([banner({ endDate: "" })], "landingpage", "bouncer")).toHaveLength(1);
  });

  it("match the visitor's term once it is normalised, and every term for null", () => {
    vi.useFakeTimers();
    at("2026-12-10T12:00:00");
    const list = [banner({}), banner({ bannerName: "All", bannerRef: 2, showForTerms: null as never })];
    expect(names(bannersFor(list, "landingpage", "  Bouncer "))).toEqual(["December", "All"]);
    expect(names(bannersFor(list, "landingpage", "crib"))).toEqual(["All"]);
  });

  it("show a banner only where it is placed", () => {
    vi.useFakeTimers();
    at("2026-12-10T12:00:00");
    const list = [banner({ showForTerms: null as never })];
    expect(bannersFor(list, "quicksearch", "bouncer")).toEqual([]);
    expect(bannersFor(list, "merchandising", "bouncers")).toEqual([]);
    expect(bannersFor(list, "landingpage", "bouncer")).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { anyThirdPartyScript, type ThirdPartyConfig } from "../../src/analytics/third-party-config";
import { thirdPartyScripts } from "../../src/analytics/third-party-scripts";
import { mayStore, type ConsentCategory } from "../../src/consent/consent-rules";

const CONFIG: ThirdPartyConfig = {
  tagManagerId: "GTM-ABC123",
  awinPixelUrl: "https://pixel.awin.example/tag.js",
  cjPixelUrl: "https://tag.cj.example/pixel.js?site=babyshop",
};
const IDS = { awinId: "awc-1", cjEventId: "cj.2" };
const TAG_MANAGER = { id: "tag-manager", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" };
const AWIN = { id: "awin-pixel", src: "https://pixel.awin.example/tag.js?awc=awc-1" };
const CJ = { id: "cj-pixel", src: "https://tag.cj.example/pixel.js?site=babyshop&cjevent=cj.2" };

/** The consent rules' own answer for the categories granted. */
const granted =
  (...categories: ConsentCategory[]) =>
  (use: "tagManager" | "affiliate") =>
    mayStore(use, ["strict", ...categories]);

describe("thirdPartyScripts", () => {
  it("runs nothing before consent, whatever is configured", () => {
    expect(thirdPartyScripts(CONFIG, IDS, granted())).toEqual([]);
  });

  it("runs the tag manager with statistics consent, and the affiliate pixels only with marketing", () => {
    expect(thirdPartyScripts(CONFIG, IDS, granted("statistics"))).toEqual([TAG_MANAGER]);
    expect(thirdPartyScripts(CONFIG, IDS, granted("marketing"))).toEqual([AWIN, CJ]);
    expect(thirdPartyScripts(CONFIG, IDS, granted("statistics", "marketing"))).toEqual([
      TAG_MANAGER,
      AWIN,
      CJ,
    ]);
  });

  it("runs an affiliate pixel only for a visitor who came with its click id", () => {
    const all = granted("statistics", "marketing");
    expect(thirdPartyScripts(CONFIG, {}, all)).toEqual([TAG_MANAGER]);
    expect(thirdPartyScripts(CONFIG, { cjEventId: "cj.2" }, all)).toEqual([TAG_MANAGER, CJ]);
    expect(thirdPartyScripts(CONFIG, { awinId: "awc-1", cjEventId: undefined }, all)).toEqual([
      TAG_MANAGER,
      AWIN,
    ]);
  });

  it("runs nothing that is not configured, nor a malformed tag manager id", () => {
    const all = granted("statistics", "marketing");
    expect(thirdPartyScripts({}, IDS, all)).toEqual([]);
    expect(thirdPartyScripts({ tagManagerId: "UA-1" }, IDS, all)).toEqual([]);
    expect(thirdPartyScripts({ awinPixelUrl: CONFIG.awinPixelUrl }, IDS, all)).toEqual([AWIN]);
  });

  it("names each script by one id, so that adding it again replaces it", () => {
    const scripts = thirdPartyScripts(CONFIG, IDS, granted("statistics", "marketing"));
    expect(new Set(scripts.map((script) => script.id)).size).toBe(scripts.length);
  });

  it("escapes a click id into the pixel's address", () => {
    const [pixel] = thirdPartyScripts(CONFIG, { awinId: "a&b=c" }, granted("marketing"));
    expect(new URL(pixel?.src ?? "").searchParams.get("awc")).toBe("a&b=c");
  });
});

describe("anyThirdPartyScript", () => {
  it("is false for a build configured with none, so that no loading code is fetched", () => {
    expect(anyThirdPartyScript({})).toBe(false);
    expect(anyThirdPartyScript({ tagManagerId: "not-a-container" })).toBe(false);
    expect(anyThirdPartyScript({ tagManagerId: "GTM-ABC123" })).toBe(true);
    expect(anyThirdPartyScript({ cjPixelUrl: CONFIG.cjPixelUrl })).toBe(true);
  });
});

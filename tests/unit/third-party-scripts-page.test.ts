// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import { DUTCH_SHOP } from "./support/dutch-shop";
// The build compiles the runtime settings in; here the modules read it from the global.
vi.stubGlobal("__RUNTIME_SETTINGS__", buildRuntimeSettings(DUTCH_SHOP, {}));

const { startThirdPartyScripts } = await import("../../src/app/third-party-scripts");
const { consentState } = await import("../../src/consent/consent-state");
const { sharedState } = await import("../../src/state/use-storefront");

const CONFIG = { tagManagerId: "GTM-ABC123", awinPixelUrl: "https://pixel.awin.example/tag.js" };
const sources = () => [...document.head.querySelectorAll("script")].map((script) => script.src);

describe("startThirdPartyScripts, in a page", () => {
  beforeAll(() => startThirdPartyScripts(CONFIG));

  it("puts nothing in the page before consent", () => {
    sharedState.getState().setAwinId("awc-1");
    expect(sources()).toEqual([]);
    expect(sharedState.getState().scripts).toEqual([]);
  });

  it("adds the tag manager with statistics, after its start event, and no pixel", () => {
    consentState.getState().setAccepted(["statistics"]);
    expect(sources()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"]);
    expect(window.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
  });

  it("adds the pixel with marketing, and keeps one <script> each however often consent is confirmed", () => {
    consentState.getState().setAccepted(["statistics", "marketing"]);
    consentState.getState().setAccepted(["statistics", "marketing"]);
    sharedState.getState().addScript(sharedState.getState().scripts[0] ?? { src: "missing" });
    expect(sources()).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
      "https://pixel.awin.example/tag.js?awc=awc-1",
    ]);
    expect(
      sharedState
        .getState()
        .scripts.map((script) => script.id)
        .sort(),
    ).toEqual(["awin-pixel", "tag-manager"]);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("replaces the pixel when the click id changes", () => {
    sharedState.getState().setAwinId("awc-2");
    expect(sources()).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
      "https://pixel.awin.example/tag.js?awc=awc-2",
    ]);
  });

  it("takes the scripts out of the state and the page when consent is withdrawn", () => {
    consentState.getState().setAccepted([]);
    expect(sharedState.getState().scripts).toEqual([]);
    expect(sources()).toEqual([]);
  });
});

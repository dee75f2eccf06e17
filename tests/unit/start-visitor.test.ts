// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentCategory, StoredData } from "../../src/consent/consent-rules";

// A shop selling to the Netherlands and Belgium, as the build writes its runtime settings.
vi.mock("../../src/runtime-settings/runtime-settings", () => ({
  shopSettings: { environment: "production" },
  allowedCountries: ["NL", "BE"],
}));

// The real consent rules, unless a test makes them refuse what they are asked about.
const refused = vi.hoisted(() => new Set<string>());
vi.mock("../../src/consent/consent-rules", async (original) => {
  const rules = await original<typeof import("../../src/consent/consent-rules")>();
  return {
    ...rules,
    mayStore: (data: StoredData, granted: readonly ConsentCategory[]) =>
      !refused.has(data) && rules.mayStore(data, granted),
  };
});

const { startVisitor } = await import("../../src/app/start-visitor");
const { sharedState } = await import("../../src/state/use-storefront");

const countryCookie = () => /(?:^|; )country=([^;]*)/.exec(document.cookie)?.[1];
const driven = (webdriver: boolean) =>
  Object.defineProperty(window.navigator, "webdriver", { value: webdriver, configurable: true });

describe("startVisitor picks the shopping country", () => {
  beforeEach(() => {
    document.cookie = "country=; path=/; max-age=0";
    sharedState.setState({ userCountry: undefined });
    refused.clear();
  });
  afterEach(() => driven(false));

  it("takes the kept country cookie in a visitor's browser", () => {
    document.cookie = "country=BE; path=/";
    startVisitor("");
    expect(sharedState.getState().userCountry).toBe("BE");
  });

  it("uses the first allowed country in a browser under test tooling, whatever the cookie kept", () => {
    driven(true);
    document.cookie = "country=BE; path=/";
    startVisitor("");
    expect(sharedState.getState().userCountry).toBe("NL");
  });

  it("still takes ?country= under test tooling and keeps it in the cookie", () => {
    driven(true);
    startVisitor("?country=be");
    expect(sharedState.getState().userCountry).toBe("BE");
    expect(countryCookie()).toBe("BE");
  });

  it("writes the country cookie only when the consent rules allow it", () => {
    refused.add("country");
    startVisitor("?country=be");
    expect(sharedState.getState().userCountry).toBe("BE");
    expect(countryCookie()).toBeUndefined();
  });
});

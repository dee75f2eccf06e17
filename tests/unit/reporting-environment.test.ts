import { afterEach, describe, expect, it, vi } from "vitest";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import { DUTCH_SHOP } from "./support/dutch-shop";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("error reports", () => {
  it("carry the site's environment, set by ENVIRONMENT for the whole build", async () => {
    vi.stubGlobal("__RUNTIME_SETTINGS__", buildRuntimeSettings(DUTCH_SHOP, { environment: "staging" }));
    vi.stubEnv("GATSBY_SENTRY_DSN", "https://public@errors.babyshop.example/1");
    const init = vi.fn();
    vi.doMock("@sentry/gatsby", () => ({ init, browserTracingIntegration: () => ({}) }));
    const { startConfiguredReporting } = await import("../../src/errors/start-reporting");
    startConfiguredReporting();
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ environment: "staging" }));
  });
});

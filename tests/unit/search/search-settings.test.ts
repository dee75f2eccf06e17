import { describe, expect, it } from "vitest";
import { parseApiKeys, searchSettings } from "../../../src/search/search-settings";

describe("searchSettings", () => {
  it("talks to the local service by default, with a key naming the shop and language", () => {
    expect(searchSettings({}, "nl", "en-US")).toEqual({
      provider: "local",
      serviceBase: "http://localhost:9300",
      apiKey: "local-nl-en-US",
      language: "en-US",
      marketingEmailConnector: true,
    });
  });

  it("uses another local address without its trailing slash", () => {
    const settings = searchSettings({ localServiceUrl: "http://127.0.0.1:9301/" }, "us", "en-US");
    expect(settings).toMatchObject({ provider: "local", serviceBase: "http://127.0.0.1:9301" });
  });

  it("talks to Klevu when its address and a key for the language are configured", () => {
    const env = {
      klevuUrl: "https://eucs.search.example/cs/v2/search",
      klevuApiKeys: "nl-NL=k-1, en-US=k-2",
    };
    expect(searchSettings(env, "nl", "en-US")).toEqual({
      provider: "klevu",
      url: env.klevuUrl,
      apiKey: "k-2",
      language: "en-US",
      marketingEmailConnector: true,
    });
  });

  it("turns the marketing-email connector off only when told so", () => {
    for (const [value, on] of [
      [undefined, true],
      ["", true],
      ["true", true],
      ["false", false],
    ] as const)
      expect(
        searchSettings({ marketingEmailConnector: value }, "nl", "nl-NL").marketingEmailConnector,
        value,
      ).toBe(on);
  });

  it("falls back to the local service for a language without a Klevu key", () => {
    const env = { klevuUrl: "https://eucs.search.example/cs/v2/search", klevuApiKeys: "nl-NL=k-1" };
    expect(searchSettings(env, "nl", "en-US").provider).toBe("local");
  });
});

describe("parseApiKeys", () => {
  it("skips malformed entries", () => {
    expect([...parseApiKeys("nl-NL=a,=b,en-US,,en-US=c")]).toEqual([
      ["nl-NL", "a"],
      ["en-US", "c"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { klevuAxios } from "../../src/search/klevu-axios";
import { klevuServiceUrls, rewriteKlevuUrl } from "../../src/search/service-urls";

const BASE = "http://localhost:9300";

describe("klevuServiceUrls", () => {
  it("places every Klevu service under the base, with or without a final slash", () => {
    const urls = {
      url: "http://localhost:9300/cs/v2/search",
      eventsApiV1Url: "http://localhost:9300/analytics/",
      eventsApiV2Url: "http://localhost:9300/analytics/collect",
      recommendationsApiUrl: "http://localhost:9300/recommendations/",
      visitorServiceUrl: "http://localhost:9300/visitor/1.0",
      ipv4Url: "http://localhost:9300/ip/v4",
      ipv6Url: "http://localhost:9300/ip/v6",
    };
    expect(klevuServiceUrls(BASE)).toEqual(urls);
    expect(klevuServiceUrls(`${BASE}/`)).toEqual(urls);
  });
});

describe("rewriteKlevuUrl", () => {
  it("maps the three KMC settings files onto the base", () => {
    const kmc = "https://js.klevu.com/klevu-js-v1/klevu-js-api/local-nl-nl-NL";
    expect(rewriteKlevuUrl(`${kmc}.json`, BASE)).toBe(`${BASE}/kmc/local-nl-nl-NL.json`);
    expect(rewriteKlevuUrl(`${kmc}-banner.json`, `${BASE}/`)).toBe(`${BASE}/kmc/local-nl-nl-NL-banner.json`);
    expect(rewriteKlevuUrl(`${kmc}-maps.json`, BASE)).toBe(`${BASE}/kmc/local-nl-nl-NL-maps.json`);
  });

  it("maps the annotations of a search term onto the base", () => {
    const url = "https://nlp-services.ksearchnet.com/local-nl-en-US/annotations?query=cot&languageCode=en";
    expect(rewriteKlevuUrl(url, BASE)).toBe(`${BASE}/local-nl-en-US/annotations?query=cot&languageCode=en`);
  });

  it("gives calls to the base's host back the base's scheme", () => {
    expect(rewriteKlevuUrl("https://localhost:9300/cs/v2/search", BASE)).toBe(`${BASE}/cs/v2/search`);
    expect(
      rewriteKlevuUrl("https://search.babyshop.example/cs/v2/search", "https://search.babyshop.example"),
    ).toBe("https://search.babyshop.example/cs/v2/search");
  });

  it("leaves other addresses alone", () => {
    for (const url of [
      `${BASE}/cs/v2/search`,
      "https://localhost:9301/cs/v2/search",
      "https://eucs15v2.ksearchnet.com/cs/v2/search",
      "https://js.klevu.com/other/file.json",
    ])
      expect(rewriteKlevuUrl(url, BASE)).toBe(url);
  });
});

describe("klevuAxios", () => {
  it("rewrites requests, also on the instance KlevuConfig makes with create()", async () => {
    const seen: string[] = [];
    const instance = klevuAxios(BASE).create();
    instance.defaults.adapter = async (config) => {
      seen.push(config.url!);
      return { data: {}, status: 200, statusText: "OK", headers: {}, config };
    };
    await instance.get("https://js.klevu.com/klevu-js-v1/klevu-js-api/k.json");
    await instance.post("https://localhost:9300/cs/v2/search", {});
    expect(seen).toEqual([`${BASE}/kmc/k.json`, `${BASE}/cs/v2/search`]);
  });
});

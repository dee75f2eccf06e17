import { KlevuConfig } from "@klevu/core";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  thirdPartySources,
  type PolicyEnv,
} from "../../../src/security/content-security-policy";
import { readFileSync } from "node:fs";
import {
  KLEVU_SDK_ORIGINS,
  KMC_SETTINGS_URL,
  NLP_ANNOTATIONS_ORIGIN,
} from "../../../src/search/service-urls";

const DUTCH_SHOP: PolicyEnv = { shopId: "nl", languages: ["nl-NL", "en-US"], search: {} };
const KLEVU = {
  klevuUrl: "https://eucs.search.example/cs/v2/search",
  klevuApiKeys: "nl-NL=klevu-1,en-US=klevu-2",
};

const directive = (policy: string, name: string): string[] =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("contentSecurityPolicy", () => {
  it("is, for the default build, the site itself, the local search service and the page's hashes", () => {
    const policy = contentSecurityPolicy(thirdPartySources(DUTCH_SHOP), ["'sha256-a'", "'sha256-b'"]);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self'; font-src 'self'; connect-src 'self' http://localhost:9300; worker-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("never allows inline scripts wholesale, whatever is configured", () => {
    const env: PolicyEnv = {
      ...DUTCH_SHOP,
      search: KLEVU,
      tagManagerId: "GTM-ABC123",
      errorReporting: { dsn: "https://key@o1.ingest.errors.example/2", replay: true },
    };
    const scripts = directive(contentSecurityPolicy(thirdPartySources(env), []), "script-src");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });
});

describe("thirdPartySources", () => {
  it("lists the local search service's own origin, from GATSBY_SEARCH_SERVICE_URL", () => {
    const sources = thirdPartySources({
      ...DUTCH_SHOP,
      search: { localServiceUrl: "http://127.0.0.1:9510/" },
    });
    expect(sources).toEqual({ script: [], connect: ["http://127.0.0.1:9510"], img: [], worker: [] });
  });

  it("lists the commerce engine's origin when the site has one, and nothing for one without", () => {
    const local = { ...DUTCH_SHOP, search: { localServiceUrl: "http://127.0.0.1:9510/" } };
    expect(thirdPartySources({ ...local, commerceUrl: "https://engine.babyshop.example/" }).connect).toEqual([
      "http://127.0.0.1:9510",
      "https://engine.babyshop.example",
    ]);
    expect(thirdPartySources({ ...local, commerceUrl: null }).connect).toEqual(["http://127.0.0.1:9510"]);
  });

  it("lists Klevu's search origin and the hosts the SDK calls on its own, and no local service", () => {
    expect(thirdPartySources({ ...DUTCH_SHOP, search: KLEVU }).connect).toEqual([
      "https://eucs.search.example",
      "https://js.klevu.com",
      "https://stats.ksearchnet.com",
      "https://config-cdn.ksearchnet.com",
      "https://visitor.service.ksearchnet.com",
      "https://nlp-services.ksearchnet.com",
      "https://ipv4check.ksearchnet.com",
      "https://ipv6check.ksearchnet.com",
    ]);
  });

  it("allows images from Klevu's image host only when the build searches at Klevu", () => {
    const local = thirdPartySources({ ...DUTCH_SHOP, search: {} }).img;
    expect(local.filter((origin) => origin.includes("klevu"))).toEqual([]);
    expect(thirdPartySources({ ...DUTCH_SHOP, search: KLEVU }).img).toEqual([
      "https://js.klevu.com",
      ...local,
    ]);
  });

  it("keeps the local service for a language without a Klevu key, which searches there", () => {
    const search = { ...KLEVU, klevuApiKeys: "nl-NL=klevu-1" };
    const connect = thirdPartySources({ ...DUTCH_SHOP, search }).connect;
    expect(connect).toContain("https://eucs.search.example");
    expect(connect).toContain("http://localhost:9300");
  });

  it("adds Tag Manager's hosts only for a valid container id", () => {
    const sources = thirdPartySources({ ...DUTCH_SHOP, tagManagerId: "GTM-ABC123" });
    expect(sources.script).toEqual(["https://*.googletagmanager.com"]);
    expect(sources.img).toEqual(["https://*.googletagmanager.com", "https://*.google-analytics.com"]);
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(thirdPartySources({ ...DUTCH_SHOP, tagManagerId: "UA-1" }).script).toEqual([]);
  });

  it("allows each configured affiliate pixel's origin to run scripts, and none unconfigured", () => {
    const affiliatePixels = [
      "https://pixel.awin.example/tag.js",
      undefined,
      "https://tag.cj.example/t.js?a=1",
    ];
    const sources = thirdPartySources({ ...DUTCH_SHOP, affiliatePixels });
    expect(sources.script).toEqual(["https://pixel.awin.example", "https://tag.cj.example"]);
    expect(sources.connect).toEqual(thirdPartySources(DUTCH_SHOP).connect);
    expect(thirdPartySources({ ...DUTCH_SHOP, affiliatePixels: [undefined, undefined] }).script).toEqual([]);
    expect(() => thirdPartySources({ ...DUTCH_SHOP, affiliatePixels: ["pixel"] })).toThrow(
      "An affiliate pixel's address is not a URL: pixel",
    );
  });

  it("adds the error-reporting origin without the DSN's key, and blob: workers only for replays", () => {
    const dsn = "https://public-key@o1.ingest.errors.example/42";
    const reporting = thirdPartySources({ ...DUTCH_SHOP, errorReporting: { dsn, replay: false } });
    expect(reporting.connect).toContain("https://o1.ingest.errors.example");
    expect(reporting.connect.join(" ")).not.toContain("public-key");
    expect(reporting.worker).toEqual([]);
    const replays = thirdPartySources({ ...DUTCH_SHOP, errorReporting: { dsn, replay: true } });
    expect(replays.worker).toEqual(["blob:"]);
  });

  it("stops on a DSN that is not a URL, saying so", () => {
    expect(() =>
      thirdPartySources({ ...DUTCH_SHOP, errorReporting: { dsn: "nope", replay: false } }),
    ).toThrow("The error-reporting DSN is not a URL: nope");
  });
});

describe("KLEVU_SDK_ORIGINS", () => {
  it("covers every host @klevu/core calls by default, so that a new SDK version cannot slip past", () => {
    const config = new KlevuConfig({ apiKey: "klevu-1", url: KLEVU.klevuUrl });
    const defaults = [
      config.eventsApiV1Url,
      config.eventsApiV2Url,
      config.recommendationsApiUrl,
      config.visitorServiceUrl,
      KMC_SETTINGS_URL,
      NLP_ANNOTATIONS_ORIGIN,
    ].map((url) => new URL(url).origin);
    expect(new Set(defaults)).toEqual(new Set(KLEVU_SDK_ORIGINS));
  });

  it("has the annotations host that the SDK writes into its code", () => {
    const helper = "node_modules/@klevu/core/dist/mjs/connection/resultHelpers/getAnnotationsForProduct.js";
    expect(readFileSync(helper, "utf8")).toContain(`"${NLP_ANNOTATIONS_ORIGIN}/"`);
  });
});

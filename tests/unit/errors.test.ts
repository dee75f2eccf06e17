import { describe, expect, it } from "vitest";
import {
  chunkReloadTarget,
  isChunkLoadError,
  RELOADED_PARAM,
  retryTarget,
} from "../../src/errors/chunk-reload";
import {
  IGNORED_ERRORS,
  isAuditRun,
  reportingOptions,
  THIRD_PARTY_SCRIPTS,
  thrownOnAnotherOrigin,
} from "../../src/errors/reporting-options";

const named = (name: string, message: string): Error => {
  const error = new Error(message);
  error.name = name;
  return error;
};

describe("isChunkLoadError", () => {
  it("recognises webpack's ChunkLoadError by name", () => {
    expect(isChunkLoadError(named("ChunkLoadError", "anything"))).toBe(true);
  });

  it.each([
    ["Loading chunk 123 failed.", true],
    ["Loading chunk 123 failed.\n(error: https://nl.babyshop.example/123-abc.js)", true],
    ["Loading chunk component---src-pages-index-tsx failed.", true],
    ["loading chunk 7 FAILED", true],
    ["Loading CSS chunk x failed.", true],
    ["Loading CSS chunk 42 failed.\n(https://nl.babyshop.example/42.css)", true],
    ["Failed to fetch dynamically imported module: https://nl.babyshop.example/chunk.js", true],
    ["TypeError: x is undefined", false],
    ["Failed to fetch", false],
    ["Loading chunk failed", false],
    ["Loading chunks 1 failed", false],
    ["chunk 1 failed to load", false],
    ["Script error.", false],
    ["", false],
  ])("takes an Error or TypeError with the message %j for a chunk-load failure: %s", (message, chunkLoad) => {
    expect(isChunkLoadError(new Error(message))).toBe(chunkLoad);
    expect(isChunkLoadError(new TypeError(message))).toBe(chunkLoad);
  });

  it("is false for anything that is not an Error", () => {
    for (const value of [
      "Loading chunk 123 failed.",
      { name: "ChunkLoadError", message: "Loading chunk 1 failed." },
      null,
      undefined,
      42,
    ]) {
      expect(isChunkLoadError(value)).toBe(false);
    }
  });
});

describe("chunkReloadTarget and retryTarget", () => {
  it("adds reloaded=1", () => {
    expect(chunkReloadTarget("https://nl.babyshop.example/cart/", true)).toBe(
      "https://nl.babyshop.example/cart/?reloaded=1",
    );
  });

  it("keeps the other parameters and the hash", () => {
    const target = chunkReloadTarget("https://nl.babyshop.example/search/?q=bib&page=2#results", true);
    expect(target).not.toBeNull();
    const url = new URL(target ?? "");
    expect(url.pathname).toBe("/search/");
    expect(url.hash).toBe("#results");
    expect([...url.searchParams]).toEqual([
      ["q", "bib"],
      ["page", "2"],
      [RELOADED_PARAM, "1"],
    ]);
    expect(target).toBe("https://nl.babyshop.example/search/?q=bib&page=2&reloaded=1#results");
  });

  it("returns null when the page was already reloaded", () => {
    expect(chunkReloadTarget("https://nl.babyshop.example/?reloaded=1", true)).toBeNull();
    expect(chunkReloadTarget("https://nl.babyshop.example/cart/?a=b&reloaded=1#x", true)).toBeNull();
  });

  it("returns null offline: a reload cannot fetch the newer files, and would show the browser's offline page", () => {
    expect(chunkReloadTarget("https://nl.babyshop.example/cart/", false)).toBeNull();
  });

  it("marks a page whose reloaded parameter has another value", () => {
    const target = chunkReloadTarget("https://nl.babyshop.example/?reloaded=0", true);
    expect(new URL(target ?? "").searchParams.getAll(RELOADED_PARAM)).toEqual(["1"]);
  });

  it("gives null for its own target: one reload, never a loop", () => {
    const first = chunkReloadTarget("https://nl.babyshop.example/products/bib/?size=2#top", true);
    expect(first).not.toBeNull();
    expect(chunkReloadTarget(first ?? "", true)).toBeNull();
  });

  it("retryTarget removes the mark, keeping the rest", () => {
    expect(retryTarget("https://nl.babyshop.example/cart/?reloaded=1")).toBe(
      "https://nl.babyshop.example/cart/",
    );
    expect(retryTarget("https://nl.babyshop.example/search/?q=bib&reloaded=1#results")).toBe(
      "https://nl.babyshop.example/search/?q=bib#results",
    );
    expect(retryTarget("https://nl.babyshop.example/cart/")).toBe("https://nl.babyshop.example/cart/");
  });

  it("retryTarget undoes chunkReloadTarget", () => {
    for (const href of [
      "https://nl.babyshop.example/",
      "https://nl.babyshop.example/cart/#x",
      "https://nl.babyshop.example/search/?q=bib&page=2#results",
    ]) {
      expect(retryTarget(chunkReloadTarget(href, true) ?? "")).toBe(href);
    }
  });

  it("leads to a page that may reload once more", () => {
    const retry = retryTarget("https://nl.babyshop.example/cart/?reloaded=1");
    expect(chunkReloadTarget(retry, true)).toBe("https://nl.babyshop.example/cart/?reloaded=1");
  });
});

describe("reportingOptions", () => {
  const DSN = "https://public@errors.babyshop.example/1";

  it("is null without a DSN", () => {
    expect(reportingOptions({})).toBeNull();
    expect(reportingOptions({ dsn: "" })).toBeNull();
    expect(reportingOptions({ dsn: undefined, sampleRate: "1", environment: "staging" })).toBeNull();
  });

  it("uses the site's defaults", () => {
    expect(reportingOptions({ dsn: DSN })).toEqual({
      dsn: DSN,
      environment: "production",
      release: undefined,
      sampleRate: 0.1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
      maxBreadcrumbs: 100,
      ignoreErrors: IGNORED_ERRORS,
      denyUrls: THIRD_PARTY_SCRIPTS,
    });
  });

  it("takes environment and release from the environment", () => {
    const options = reportingOptions({ dsn: DSN, environment: "staging", release: "abc123" });
    expect(options?.environment).toBe("staging");
    expect(options?.release).toBe("abc123");
    expect(reportingOptions({ dsn: DSN, environment: "", release: "" })).toMatchObject({
      environment: "production",
      release: undefined,
    });
  });

  it("parses rate overrides", () => {
    expect(
      reportingOptions({
        dsn: DSN,
        sampleRate: "1",
        tracesSampleRate: "0.25",
        replaysSessionSampleRate: "0.05",
        replaysOnErrorSampleRate: "1.0",
      }),
    ).toMatchObject({
      sampleRate: 1,
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
    });
  });

  it("accepts the bounds 0 and 1", () => {
    expect(reportingOptions({ dsn: DSN, sampleRate: "0", tracesSampleRate: "0" })).toMatchObject({
      sampleRate: 0,
      tracesSampleRate: 0,
    });
    expect(reportingOptions({ dsn: DSN, replaysSessionSampleRate: "1" })?.replaysSessionSampleRate).toBe(1);
  });

  it.each(["", "abc", "1.5", "-0.1", "2", "NaN", "Infinity", "-Infinity", "0.5abc", "50%"])(
    "falls back to the defaults for the invalid rate %j",
    (value) => {
      expect(
        reportingOptions({
          dsn: DSN,
          sampleRate: value,
          tracesSampleRate: value,
          replaysSessionSampleRate: value,
          replaysOnErrorSampleRate: value,
        }),
      ).toMatchObject({
        sampleRate: 0.1,
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 0,
      });
    },
  );

  it("keeps maxBreadcrumbs at 100 whatever the overrides", () => {
    expect(reportingOptions({ dsn: DSN, sampleRate: "1" })?.maxBreadcrumbs).toBe(100);
  });
});

describe("IGNORED_ERRORS", () => {
  const ignored = (message: string) => IGNORED_ERRORS.some((pattern) => pattern.test(message));

  it.each([
    ["ChunkLoadError: Loading chunk 123 failed.", true],
    ["Loading chunk 123 failed.", true],
    ["Loading CSS chunk 9 failed.", true],
    ["TypeError: Failed to fetch", true],
    ["Failed to fetch", true],
    ["Script error.", true],
    ["Script error", true],
    ["ResizeObserver loop limit exceeded", true],
    ["ResizeObserver loop completed with undelivered notifications.", true],
    ["Minified React error #418; visit https://react.dev/errors/418 for the full message", true],
    ["Minified React error #423; visit https://react.dev/errors/423", true],
    ["Minified React error #425", true],
    ["Hydration failed because the initial UI does not match what was rendered on the server.", true],
    ["There was an error while hydrating. Because the error happened outside of a Suspense boundary", true],
    ["NetworkError when attempting to fetch resource.", true],
    ["Network request failed", true],
    ["TypeError: x is undefined", false],
    ["TypeError: Cannot read properties of undefined (reading 'price')", false],
    ["ReferenceError: cart is not defined", false],
    ["Minified React error #310", false],
    ["Error: Script error in checkout", false],
    ["SyntaxError: Unexpected token '<'", false],
  ])("ignores %j: %s", (message, isIgnored) => {
    expect(ignored(message)).toBe(isIgnored);
  });
});

describe("THIRD_PARTY_SCRIPTS", () => {
  const denied = (url: string) => THIRD_PARTY_SCRIPTS.some((pattern) => pattern.test(url));

  it("denies tag manager, analytics and browser extensions", () => {
    expect(denied("https://www.googletagmanager.com/gtm.js?id=GTM-X")).toBe(true);
    expect(denied("https://www.google-analytics.com/analytics.js")).toBe(true);
    expect(denied("chrome-extension://abcdef/content.js")).toBe(true);
    expect(denied("moz-extension://abcdef/content.js")).toBe(true);
  });

  it("keeps the site's own scripts", () => {
    expect(denied("https://nl.babyshop.example/app-123.js")).toBe(false);
    expect(denied("https://nl.babyshop.example/?ref=chrome-extension://x")).toBe(false);
  });
});

describe("isAuditRun", () => {
  it("recognises Lighthouse and PageSpeed", () => {
    expect(
      isAuditRun(
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      ),
    ).toBe(true);
    expect(isAuditRun("Mozilla/5.0 (compatible; Google Page Speed Insights) PageSpeed")).toBe(true);
    expect(isAuditRun("Mozilla/5.0 Speed Insights")).toBe(true);
  });

  it("does not flag ordinary browsers", () => {
    expect(
      isAuditRun(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isAuditRun("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1"),
    ).toBe(false);
    expect(isAuditRun("")).toBe(false);
  });
});

describe("thrownOnAnotherOrigin", () => {
  const ORIGIN = "https://nl.babyshop.example";
  const thrownIn = (...filenames: (string | undefined)[]) => ({
    exception: { values: [{ stacktrace: { frames: filenames.map((filename) => ({ filename })) } }] },
  });

  it("looks at the frame that threw, the last one", () => {
    expect(
      thrownOnAnotherOrigin(thrownIn(`${ORIGIN}/app.js`, "https://cdn.partner.example/w.js"), ORIGIN),
    ).toBe(true);
    expect(
      thrownOnAnotherOrigin(thrownIn("https://cdn.partner.example/w.js", `${ORIGIN}/app.js`), ORIGIN),
    ).toBe(false);
  });

  it("counts another port or scheme as another origin", () => {
    expect(thrownOnAnotherOrigin(thrownIn("https://nl.babyshop.example:8443/app.js"), ORIGIN)).toBe(true);
    expect(thrownOnAnotherOrigin(thrownIn("http://nl.babyshop.example/app.js"), ORIGIN)).toBe(true);
  });

  it("keeps frames without a web address and events without frames", () => {
    for (const filename of [
      undefined,
      "<anonymous>",
      "[native code]",
      "app:///x.js",
      "http://",
      "chrome-extension://a/b.js",
    ])
      expect(thrownOnAnotherOrigin(thrownIn(filename), ORIGIN), String(filename)).toBe(false);
    expect(thrownOnAnotherOrigin({ exception: { values: [] } }, ORIGIN)).toBe(false);
    expect(thrownOnAnotherOrigin({}, ORIGIN)).toBe(false);
  });
});

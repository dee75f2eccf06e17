// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://nl.babyshop.example/cart/"}
import * as Sentry from "@sentry/gatsby";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startCapturedReporting } from "./support/captured-envelopes";

// What the build compiles in for a production site.
vi.mock("../../src/runtime-settings/runtime-settings", () => ({
  shopSettings: { environment: "production" },
}));

const SITE = "https://nl.babyshop.example";

/** An error as Chromium reports it, thrown in the script at `url`. */
function thrownIn(url: string, message: string, name = "Error"): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = `${name}: ${message}\n    at render (${url}:1:200)\n    at run (${SITE}/app-4f2a.js:2:300)`;
  return error;
}

let reporting: ReturnType<typeof startCapturedReporting>;
beforeAll(() => {
  reporting = startCapturedReporting({ sampleRate: "1", tracesSampleRate: "0" });
});
afterAll(() => Sentry.close());

/** Reports `error`, then a real error of the site's own, and waits until both had their chance. */
async function report(error: unknown): Promise<void> {
  Sentry.captureException(error);
  Sentry.captureException(
    thrownIn(`${SITE}/component---src-templates-cart.js`, "cart total is not a number"),
  );
  await Sentry.flush(2000);
}

/** Error events sent whose exception says `needle` (a later event's breadcrumbs may quote earlier ones). */
const delivered = (needle: string) =>
  reporting
    .sent("event")
    .filter((payload) =>
      (JSON.parse(payload) as { exception?: { values?: { value?: string }[] } }).exception?.values?.some(
        (value) => value.value?.includes(needle),
      ),
    ).length;

describe("error reporting sends what says something about the site", () => {
  it("sends an error of the site's own scripts", async () => {
    await report(thrownIn(`${SITE}/component---src-templates-product.js`, "price of undefined"));
    expect(delivered("price of undefined")).toBe(1);
  });
});

describe("error reporting leaves out what its filters name", () => {
  afterEach(() => {
    // The real error after each one shows the envelope path worked.
    expect(delivered("cart total is not a number")).toBeGreaterThan(0);
  });

  it.each([
    ["a chunk-load error", thrownIn(`${SITE}/app.js`, "Loading chunk 4242 failed.")],
    [
      "a chunk-load error known by its name",
      thrownIn(`${SITE}/app.js`, "chunk 4242 timed out", "ChunkLoadError"),
    ],
    ["a CSS chunk-load error", thrownIn(`${SITE}/app.js`, "Loading CSS chunk 7 failed.")],
    ["network request failed", thrownIn(`${SITE}/app.js`, "Network request failed", "TypeError")],
    ["failed to fetch", thrownIn(`${SITE}/app.js`, "Failed to fetch", "TypeError")],
    ["Firefox's failed fetch", thrownIn(`${SITE}/app.js`, "NetworkError when attempting to fetch resource.")],
    ["a resize-observer loop", thrownIn(`${SITE}/app.js`, "ResizeObserver loop limit exceeded")],
    [
      "hydration error #418",
      thrownIn(`${SITE}/framework.js`, "Minified React error #418; visit https://react.dev/errors/418"),
    ],
    [
      "hydration error #423",
      thrownIn(`${SITE}/framework.js`, "Minified React error #423; visit https://react.dev/errors/423"),
    ],
    [
      "a hydration mismatch",
      thrownIn(
        `${SITE}/framework.js`,
        "Hydration failed because the initial UI does not match what was rendered on the server.",
      ),
    ],
    [
      "React's hydration fallback",
      thrownIn(
        `${SITE}/framework.js`,
        "There was an error while hydrating. Because the error happened outside of a Suspense boundary, the entire root will switch to client rendering.",
      ),
    ],
    [
      "the baby-registry script's error",
      thrownIn(`${SITE}/app.js`, "babyregistry is not defined", "ReferenceError"),
    ],
  ])("leaves out %s", async (_label, error) => {
    await report(error);
    expect(delivered(error.message)).toBe(0);
  });

  it("leaves out a script error, the message browsers give for a script they may not read", async () => {
    // As window.onerror reports it: a message and no error object.
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error.", filename: "", lineno: 0 }));
    await report(new Error("Script error"));
    expect(delivered("Script error")).toBe(0);
  });

  it("leaves out errors of third-party scripts: the tag manager and browser extensions", async () => {
    const tagManager = thrownIn(
      "https://www.googletagmanager.com/gtm.js?id=GTM-BABY",
      "dataLayer.push is broken",
    );
    const extension = thrownIn("chrome-extension://abcdefgh/content.js", "wallet provider missing");
    await report(tagManager);
    await report(extension);
    expect(delivered("dataLayer.push is broken")).toBe(0);
    expect(delivered("wallet provider missing")).toBe(0);
  });

  it("leaves out errors thrown in a script of another origin", async () => {
    await report(thrownIn("https://widgets.partner.example/reviews.js", "reviews widget crashed"));
    expect(delivered("reviews widget crashed")).toBe(0);
  });
});

describe("in a performance-audit run", () => {
  const userAgent = navigator.userAgent;
  afterAll(() => Object.defineProperty(navigator, "userAgent", { value: userAgent, configurable: true }));

  it("sends nothing: Lighthouse's visits are not visitors'", async () => {
    Object.defineProperty(navigator, "userAgent", {
      value:
        "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      configurable: true,
    });
    const before = reporting.receiver.items.length;
    Sentry.captureException(thrownIn(`${SITE}/app.js`, "checkout step is missing"));
    await Sentry.flush(2000);
    expect(delivered("checkout step is missing")).toBe(0);
    expect(reporting.receiver.items.length).toBe(before);
  });
});

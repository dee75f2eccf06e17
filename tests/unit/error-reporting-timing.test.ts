// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://nl.babyshop.example/cart/"}
import * as Sentry from "@sentry/gatsby";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCapturedReporting } from "./support/captured-envelopes";

// What the build compiles in for a production site.
vi.mock("../../src/runtime-settings/runtime-settings", () => ({
  shopSettings: { environment: "production" },
}));

let reporting: ReturnType<typeof startCapturedReporting>;
beforeAll(() => {
  vi.useFakeTimers();
  reporting = startCapturedReporting({ sampleRate: "1", tracesSampleRate: "1" });
});
afterAll(() => vi.useRealTimers());

interface SentSpan {
  name: string;
  is_segment?: boolean;
  start_timestamp: number;
  end_timestamp: number;
}

/** How long the trace of the navigation `name` ran, in seconds, as the SDK sent it. */
function tracedSeconds(name: string): number | undefined {
  const spans = reporting
    .sent("span")
    .flatMap((payload) => (JSON.parse(payload) as { items: SentSpan[] }).items);
  const segment = spans.find((span) => span.is_segment && span.name === name);
  return segment && Math.round((segment.end_timestamp - segment.start_timestamp) * 10) / 10;
}

/** A navigation the site traces, as the router starts one, and a request made during it. */
function navigate(name: string) {
  const client = Sentry.getClient();
  if (!client) throw new Error("no client");
  const navigation = Sentry.startBrowserTracingNavigationSpan(client, { name }) ?? null;
  return (request: string) =>
    Sentry.withActiveSpan(navigation, () => Sentry.startInactiveSpan({ name: request }));
}

describe("tracing a navigation", () => {
  it("keeps it open while requests follow within 1 s, and ends it after 1 s of quiet", async () => {
    /** A request that ends after 0.5 s, then another that starts `quiet` ms later and runs 0.5 s. */
    const twoRequests = async (name: string, quiet: number) => {
      const request = navigate(name);
      const first = request("page data");
      await vi.advanceTimersByTimeAsync(500);
      first.end();
      await vi.advanceTimersByTimeAsync(quiet);
      const second = request("stock");
      await vi.advanceTimersByTimeAsync(500);
      second.end();
      await vi.advanceTimersByTimeAsync(60_000);
    };
    await twoRequests("/checkout/", 900);
    expect(tracedSeconds("/checkout/")).toBe(1.9);
    await twoRequests("/cart/", 1100);
    expect(tracedSeconds("/cart/")).toBe(0.5);
  });

  it("ends it once a request has run 15 s", async () => {
    const request = navigate("/search/");
    request("search request");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tracedSeconds("/search/")).toBe(15);
  });

  it("cuts it at 30 s however busy the page stays", async () => {
    const request = navigate("/stores/");
    // A new request every 10 s, none finishing: neither the idle nor the child timeout ends it.
    for (let second = 0; second < 60; second += 10) {
      request(`poll ${second}`);
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(tracedSeconds("/stores/")).toBe(30);
  });
});

describe("when the receiver says too many requests", () => {
  afterAll(() => {
    reporting.receiver.answer = { statusCode: 200 };
  });

  it("sends nothing for 60 s when it gives no retry header, then sends again", async () => {
    const errors = () => reporting.sent("event").length;
    reporting.receiver.answer = { statusCode: 429 };
    Sentry.captureException(new Error("first basket error"));
    await vi.advanceTimersByTimeAsync(100);
    expect(errors()).toBe(1);
    reporting.receiver.answer = { statusCode: 200 };
    await vi.advanceTimersByTimeAsync(59_000);
    Sentry.captureException(new Error("second basket error"));
    await vi.advanceTimersByTimeAsync(100);
    expect(errors()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    Sentry.captureException(new Error("third basket error"));
    await vi.advanceTimersByTimeAsync(100);
    expect(errors()).toBe(2);
  });
});

describe("logs", () => {
  it("are sent 5 s after the first of them", async () => {
    const logs = () => reporting.sent("log").filter((payload) => payload.includes("stock answer was late"));
    Sentry.logger.warn("stock answer was late");
    await vi.advanceTimersByTimeAsync(4_900);
    expect(logs()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(logs()).toHaveLength(1);
  });
});

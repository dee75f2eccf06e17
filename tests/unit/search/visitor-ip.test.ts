// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// The SDK first, as the site loads it: its own modules import each other in a circle.
import { KlevuConfig } from "@klevu/core";
import { keepVisitorIpData, regenerateVisitorIpData } from "../../../src/search/visitor-ip";
import { IP_DATA_STORAGE_KEY, parseIpData } from "../../../src/search/visitor-ip-data";

const services = { ipv4Url: "https://ipv4check.test/", ipv6Url: "https://ipv6check.test/" };
const HOUR = 60 * 60 * 1000;

/** The check services as the visitor's browser reaches them, answering or failing on demand. */
function checkServices({ answerAfterMs = 0 } = {}) {
  const calls: { url: string; uuid: string; at: number }[] = [];
  let failing = false;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const { klevu_uuid } = JSON.parse(String(init.body)) as { klevu_uuid: string };
    calls.push({ url, uuid: klevu_uuid, at: Date.now() });
    if (answerAfterMs) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
    if (failing) throw new TypeError("Failed to fetch");
    const ip_address = url === services.ipv4Url ? "192.0.2.7" : "2001:db8::7";
    return new Response(JSON.stringify({ klevu_uuid, ip_address }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fail: (value: boolean) => (failing = value) };
}

const stored = () => parseIpData(localStorage.getItem(IP_DATA_STORAGE_KEY));
const giveConsent = (given: boolean) => (KlevuConfig.getDefault().consentGiven = given);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9, 0) });
  localStorage.clear();
  KlevuConfig.default = new KlevuConfig({
    url: "https://search.test/cs/v2/search",
    apiKey: "klevu-test",
    useConsent: true,
    consentGiven: true,
  });
});

afterEach(() => {
  giveConsent(false);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("visitor IP data, under a controlled clock", () => {
  it("is fetched at once with consent, from both check services, then every hour", async () => {
    const { calls } = checkServices();
    keepVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.url)).toEqual([services.ipv4Url, services.ipv6Url]);
    expect(stored()).toMatchObject({ ipv4: "192.0.2.7", ipv6: "2001:db8::7", uuid: calls[0]?.uuid });

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    // The same visitor id is sent again.
    expect(new Set(calls.map((call) => call.uuid)).size).toBe(1);
  });

  it("keeps one visitor id when consent is given again while the first check is on its way", async () => {
    const { calls } = checkServices({ answerAfterMs: 300 });
    keepVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(0);
    regenerateVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.uuid)).size).toBe(1);
    expect(stored()?.uuid).toBe(calls[0]?.uuid);
  });

  it("waits for the hour of data already stored on an earlier page", async () => {
    const { calls } = checkServices();
    const fetchedAt = Date.now() - 20 * 60 * 1000;
    localStorage.setItem(
      IP_DATA_STORAGE_KEY,
      JSON.stringify({ uuid: "u-1", ipv4: "192.0.2.1", ipv6: "", fetchedAt }),
    );
    keepVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(40 * 60 * 1000 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.uuid)).toEqual(["u-1", "u-1"]);
  });

  it("logs a failure and tries again an hour later, not sooner", async () => {
    const { calls, fail } = checkServices();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fail(true);
    keepVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledOnce();
    expect(stored()).toBeUndefined();

    fail(false);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(stored()?.ipv4).toBe("192.0.2.7");
  });

  it("asks nothing without consent, stops when it is withdrawn, and starts again at once when given", async () => {
    const { calls } = checkServices();
    giveConsent(false);
    keepVisitorIpData(services);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(calls).toHaveLength(0);

    // Consent given or withdrawn as the banner does (giving it regenerates the data), the time that then
    // passes, and the check calls made by then.
    const steps: [given: boolean, wait: number, calls: number][] = [
      [true, 0, 2],
      [false, 3 * HOUR, 2],
      // Given again within the hour of the last data: regenerated now, not when it would be due.
      [true, 0, 4],
      [false, 10 * 60 * 1000, 4],
      [true, 0, 6],
    ];
    for (const [given, wait, count] of steps) {
      giveConsent(given);
      if (given) regenerateVisitorIpData(services);
      await vi.advanceTimersByTimeAsync(wait);
      expect(calls).toHaveLength(count);
    }
  });
});

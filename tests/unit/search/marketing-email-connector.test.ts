import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// The SDK first, as the site loads it: its own modules import each other in a circle.
import { KlevuConfig } from "@klevu/core";
import { KlevuUserSession } from "klevu-internal/usersession.js";
import { Klaviyo } from "../../../src/search/klevu-internal";
import {
  EXCHANGE_ID_WAIT_MS,
  setMarketingEmailConnector,
} from "../../../src/search/marketing-email-connector";

type Learnq = { push: (command: unknown[]) => unknown };
// The SDK declares the tool's global for its own calls; the tool answers them with its identifiers.
const page = globalThis as unknown as { _learnq?: Learnq };

/** The marketing-email tool arriving on the page, answering the connector's question. */
function toolLoads(exchangeId: string) {
  const push = vi.fn((_command: unknown[]) => ({ $exchange_id: exchangeId }));
  page._learnq = { push };
  return push;
}

let sessions: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers();
  KlevuConfig.default = new KlevuConfig({ url: "https://search.test/cs/v2/search", apiKey: "klevu-test" });
  KlevuUserSession.init();
  // The visitor session the SDK starts once it has the exchange id; no network here.
  sessions = vi.fn(async () => {});
  KlevuUserSession.getDefault().generateSession = sessions;
});

afterEach(() => {
  setMarketingEmailConnector(false, "en-US");
  delete page._learnq;
  Klaviyo.default = undefined;
  vi.useRealTimers();
});

describe("the marketing-email connector", () => {
  it("waits for the tool's exchange id, starts a session carrying it, then stops asking", async () => {
    setMarketingEmailConnector(true, "en-US");
    await vi.advanceTimersByTimeAsync(2_000);
    const push = toolLoads("exchange-1");
    await vi.advanceTimersByTimeAsync(300);
    expect(push).toHaveBeenCalledOnce();
    expect(sessions).toHaveBeenCalledOnce();
    expect(Klaviyo.generatePayload()).toEqual({ connectorType: "klaviyo", exchangeId: "exchange-1" });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(push).toHaveBeenCalledOnce();
  });

  it("stops asking after a bounded time without an answer", async () => {
    setMarketingEmailConnector(true, "en-US");
    await vi.advanceTimersByTimeAsync(EXCHANGE_ID_WAIT_MS);
    const push = toolLoads("exchange-late");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(push).not.toHaveBeenCalled();
    expect(sessions).not.toHaveBeenCalled();
  });

  it("follows the consent while the page is open: off stops it, on again asks once", async () => {
    setMarketingEmailConnector(true, "en-US");
    await vi.advanceTimersByTimeAsync(1_000);
    setMarketingEmailConnector(false, "en-US");
    expect(KlevuConfig.getDefault().enableKlaviyoConnector).toBe(false);
    const push = toolLoads("exchange-2");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(push).not.toHaveBeenCalled();

    delete page._learnq;
    setMarketingEmailConnector(true, "en-US");
    await vi.advanceTimersByTimeAsync(600);
    const again = toolLoads("exchange-3");
    await vi.advanceTimersByTimeAsync(5_000);
    // One poll, not one for each time it was turned on.
    expect(again).toHaveBeenCalledOnce();
    expect(Klaviyo.generatePayload()?.exchangeId).toBe("exchange-3");

    setMarketingEmailConnector(false, "en-US");
    expect(Klaviyo.generatePayload()).toBeUndefined();
  });
});

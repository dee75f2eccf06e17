// @vitest-environment jsdom
import axios, { AxiosError, type AxiosStatic, type InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
// The SDK first, as the site loads it: its own modules import each other in a circle.
import { KlevuConfig, KlevuEvents } from "@klevu/core";
import { KLEVU_STORAGE_KEYS, KlevuEventV2, KlevuStorage } from "../../../src/search/klevu-internal";
import { hidingPendingEvents, missingPendingListReadsEmpty } from "../../../src/search/klevu-pending-list";
import {
  eventsSkipTheBeacon,
  eventsWaitForAnswers,
  replayEarlierEvents,
} from "../../../src/search/klevu-events";

const EVENTS = "https://stats.example/analytics/";
const PENDING = "klevu-pending-analytics";

/** What reached the events host: the address and the body as the transport sent it. */
let received: { url: string; body: unknown }[] = [];
let reachable = true;
// The browser queues every beacon: the SDK would take that as sent.
const sendBeacon = vi.fn(() => true);
Object.assign(navigator, { sendBeacon });

/** A transport like the site's: the events interceptor, the events host out of reach when the test says. */
function transport(): AxiosStatic {
  const instance = axios.create({
    adapter: async (config) => {
      const events = config.url?.startsWith(EVENTS) ?? false;
      if (events && !reachable) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
      if (events) received.push({ url: config.url ?? "", body: config.data });
      return { data: {}, status: 200, statusText: "OK", headers: {}, config };
    },
  });
  instance.interceptors.request.use((request: InternalAxiosRequestConfig) => eventsWaitForAnswers(request));
  // The SDK keeps `create()` of what it is given.
  return Object.assign(instance, { create: () => instance }) as unknown as AxiosStatic;
}

function connect(): AxiosStatic {
  const instance = transport();
  for (const key of KLEVU_STORAGE_KEYS) KlevuStorage.addKey(key);
  missingPendingListReadsEmpty();
  eventsSkipTheBeacon();
  hidingPendingEvents(() =>
    KlevuConfig.init({
      url: "https://search.example/cs/v2/search",
      apiKey: "klevu-test",
      eventsApiV1Url: EVENTS,
      eventsApiV2Url: `${EVENTS}collect`,
      useConsent: true,
      consentGiven: true,
      axios: instance,
    }),
  );
  return instance;
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const pendingList = () => JSON.parse(sessionStorage.getItem(PENDING) ?? "[]") as { url: string }[];
const purchase = [{ event: "order_purchase", event_data: { items: [{ order_id: "BS-1", units: 1 }] } }];

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  received = [];
  reachable = true;
});
afterEach(() => vi.useRealTimers());

it("an event whose host cannot be reached fails nothing, stays pending, and is sent once the host answers", async () => {
  connect();
  reachable = false;
  const sent = KlevuEventV2(purchase as unknown as Parameters<typeof KlevuEventV2>[0]);
  await settle();
  // An error left unhandled here fails the test run.
  expect(pendingList()).toEqual([expect.objectContaining({ url: `${EVENTS}collect` })]);

  reachable = true;
  await vi.advanceTimersByTimeAsync(10_000);
  await sent;
  expect(received).toEqual([{ url: `${EVENTS}collect`, body: JSON.stringify(purchase) }]);
  expect(pendingList()).toEqual([]);
});

it("an events v1 click goes through the transport, not a beacon, so that it stays pending until it lands", async () => {
  connect();
  reachable = false;
  KlevuEvents.imageBannerClick({
    term: "bouncer",
    bannerId: "1",
    bannerName: "Gift guide",
    imageUrl: "/images/gift.png",
    targetUrl: "/en-US/guides/gift-guide/",
    override: {},
  });
  await settle();
  expect(sendBeacon).not.toHaveBeenCalled();
  expect(pendingList()).toEqual([expect.objectContaining({ url: `${EVENTS}dataTracking` })]);

  reachable = true;
  // The line's second pause: the first test spent the first.
  await vi.advanceTimersByTimeAsync(60_000);
  expect(received).toEqual([{ url: `${EVENTS}dataTracking`, body: expect.any(FormData) }]);
  expect(pendingList()).toEqual([]);
});

it("events an earlier page left pending are sent as they were first sent: events v2 as JSON, v1 as a form", async () => {
  const click = { klevu_apiKey: "klevu-test", klevu_term: "bouncer", klevu_bannerName: "Gift guide" };
  sessionStorage.setItem(
    PENDING,
    JSON.stringify([
      { id: "a", url: `${EVENTS}collect`, data: purchase },
      { id: "b", url: `${EVENTS}dataTracking`, data: click },
    ]),
  );
  const instance = connect();
  // The SDK's own replay found nothing to send.
  await settle();
  expect(received).toEqual([]);
  replayEarlierEvents(instance);
  await settle();

  expect(received.map(({ url }) => url)).toEqual([`${EVENTS}collect`, `${EVENTS}dataTracking`]);
  expect(JSON.parse(received[0]!.body as string)).toEqual(purchase);
  expect(Object.fromEntries(received[1]!.body as FormData)).toEqual(click);
  expect(pendingList()).toEqual([]);
});

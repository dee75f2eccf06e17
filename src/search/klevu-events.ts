import {
  getAdapter,
  isAxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from "axios";
import { KlevuConfig } from "@klevu/core";
import { KlevuStorage, StorageType } from "./klevu-internal";
import { PENDING_ANALYTICS_KEY } from "./pending-analytics";
import { patientLine } from "./patient-line";
import { readPendingEvents, replayPendingEvents, withoutEvent } from "./pending-events";

/** An answer made up without the network, for a call that must not leave the browser. */
export const unsentAnswer: AxiosAdapter = async (config) => ({
  data: {},
  status: 200,
  statusText: "OK",
  headers: {},
  config,
});

const toEvents = patientLine({
  unanswered: (error) => isAxiosError(error) && !error.response,
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  online: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true })),
});

const isEventsUrl = (url: string): boolean => {
  const config = KlevuConfig.getDefault();
  return url.startsWith(config.eventsApiV1Url) || url.startsWith(config.eventsApiV2Url);
};

/**
 * A request interceptor of the SDK's transport: analytics events go through one patient line. The SDK
 * reads the response of a failed request, which a blocked host or a dropped network does not give, and
 * leaves that error unhandled; in the line such a request waits and is tried again instead, and the SDK
 * takes its note of the pending event off only once it landed. An event still waiting when the visitor
 * withdraws consent is not sent.
 */
export function eventsWaitForAnswers(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!request.url || !isEventsUrl(request.url)) return request;
  const send = getAdapter(request.adapter, request);
  request.adapter = (config) =>
    toEvents(() => (KlevuConfig.getDefault().isConsentDisallowed() ? unsentAnswer(config) : send(config)));
  return request;
}

let beaconBypassed = false;

/**
 * The SDK hands events v1 to `navigator.sendBeacon` first, which cannot tell whether they landed, and
 * then takes the event's note off: events a blocked host never got would be lost. Refused for the events
 * hosts, the SDK posts them through its transport instead.
 */
export function eventsSkipTheBeacon(): void {
  if (beaconBypassed || typeof navigator.sendBeacon !== "function") return;
  beaconBypassed = true;
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => !isEventsUrl(String(url)) && sendBeacon(url, data);
}

const readList = () => readPendingEvents(KlevuStorage.getItem(PENDING_ANALYTICS_KEY, StorageType.SESSION));

/**
 * Sends the events an earlier page left pending, as they were first sent (the SDK's own replay, which
 * `hidingPendingEvents` keeps from them, would post events v2 as a form), each one's note kept until it
 * landed. The service's refusal (4xx) is final, as it is for the SDK.
 */
export function replayEarlierEvents(axios: AxiosInstance): void {
  void replayPendingEvents(
    readList(),
    (url, body) => axios.post(url, body, { validateStatus: (status) => status < 500 }),
    (id) =>
      KlevuStorage.setItem(
        PENDING_ANALYTICS_KEY,
        JSON.stringify(withoutEvent(readList(), id)),
        StorageType.SESSION,
      ),
  );
}

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

// The SDK reads the response of a failed request, which a blocked host never gives, and leaves the error
// unhandled: in one patient line such a request waits and is retried; once consent is withdrawn, dropped.
export function eventsWaitForAnswers(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!request.url || !isEventsUrl(request.url)) return request;
  const send = getAdapter(request.adapter, request);
  request.adapter = (config) =>
    toEvents(() => (KlevuConfig.getDefault().isConsentDisallowed() ? unsentAnswer(config) : send(config)));
  return request;
}

let beaconBypassed = false;

// The SDK beacons events v1 first, which cannot tell whether they landed, then drops its note: refused for
// the events hosts, the SDK posts them through its transport instead.
export function eventsSkipTheBeacon(): void {
  if (beaconBypassed || typeof navigator.sendBeacon !== "function") return;
  beaconBypassed = true;
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => !isEventsUrl(String(url)) && sendBeacon(url, data);
}

const readList = () => readPendingEvents(KlevuStorage.getItem(PENDING_ANALYTICS_KEY, StorageType.SESSION));

// As first sent: the SDK's own replay (held off by `hidingPendingEvents`) would post events v2 as a form.
// A 4xx is final, as for the SDK.
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

import type { InternalAxiosRequestConfig } from "axios";
import { KlevuConfig } from "@klevu/core";
import { consentState } from "../consent/consent-state";
import { mayStore, type ConsentCategory } from "../consent/consent-rules";
import { recallStoredDecision } from "../consent/stored-decision";
import { KLEVU_STORAGE_KEYS, KlevuStorage } from "./klevu-internal";
import type { SearchSettings } from "./search-settings";
import { klevuAxios } from "./klevu-axios";
import { toleratesFullStorage } from "./klevu-full-storage";
import { hidingPendingEvents, missingPendingListReadsEmpty } from "./klevu-pending-list";
import { eventsSkipTheBeacon, eventsWaitForAnswers, replayEarlierEvents, unsentAnswer } from "./klevu-events";
import { setMarketingEmailConnector } from "./marketing-email-connector";
import { earlyAnswerGate } from "./early-answers";
import { KLEVU_IP_CHECK_SERVICES, klevuServiceUrls, rewriteKlevuUrl } from "./service-urls";
import { keepVisitorIpData, regenerateVisitorIpData } from "./visitor-ip";

const visitorDataAllowed = (granted: readonly ConsentCategory[]) => mayStore("searchVisitor", granted);

let connected: SearchSettings | undefined;

// Browser only, with consent: the SDK's consent switch guards every `klevu-` key, and the transport keeps
// the visitor-session call off the network until consent is given.
export function connectSearch(settings: SearchSettings): void {
  if (connected?.apiKey === settings.apiKey) return;
  const first = connected === undefined;
  connected = settings;
  // A tap on what search shows may come before the banner's code has loaded: it counts as the visitor chose.
  recallStoredDecision();
  const granted = consentState.getState().granted;
  const urls = settings.provider === "local" ? klevuServiceUrls(settings.serviceBase) : { url: settings.url };
  for (const key of KLEVU_STORAGE_KEYS) KlevuStorage.addKey(key);
  toleratesFullStorage();
  missingPendingListReadsEmpty();
  eventsSkipTheBeacon();
  const axios = klevuAxios(
    settings.provider === "local" ? settings.serviceBase : undefined,
    consentGate,
    eventsWaitForAnswers,
    earlyAnswerGate(
      (url) => (settings.provider === "local" ? rewriteKlevuUrl(url, settings.serviceBase) : url),
      // As long as the SDK would answer the same request from its own cache.
      () => KlevuConfig.getDefault().cacheMaxTTL,
    ),
  );
  hidingPendingEvents(() =>
    KlevuConfig.init({
      ...urls,
      apiKey: settings.apiKey,
      axios,
      useConsent: true,
      consentGiven: visitorDataAllowed(granted),
    }),
  );
  // Events pending from an earlier page; those of a previous connection on this page are on their way.
  if (first) replayEarlierEvents(axios);
  applyConsent(settings, granted, true);
  if (first) consentState.subscribe(({ granted }) => connected && applyConsent(connected, granted, false));
}

function consentGate(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const config = KlevuConfig.getDefault();
  if (request.url?.startsWith(config.visitorServiceUrl) && config.isConsentDisallowed())
    request.adapter = unsentAnswer;
  return request;
}

/** Follows consent while the page is open; `started`: the SDK was just configured with this consent. */
function applyConsent(settings: SearchSettings, granted: readonly ConsentCategory[], started: boolean) {
  const ipCheck =
    settings.provider === "local" ? klevuServiceUrls(settings.serviceBase) : KLEVU_IP_CHECK_SERVICES;
  const config = KlevuConfig.getDefault();
  const allowed = visitorDataAllowed(granted);
  if (started && allowed) keepVisitorIpData(ipCheck);
  else if (allowed !== config.consentGiven) {
    config.setConsentGiven(allowed);
    if (allowed) regenerateVisitorIpData(ipCheck);
  }
  setMarketingEmailConnector(
    settings.marketingEmailConnector && granted.includes("marketing"),
    settings.language,
  );
}

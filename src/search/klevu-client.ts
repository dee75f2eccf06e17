import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import { KlevuConfig } from "@klevu/core";
import { consentState } from "../consent/consent-state";
import { mayStore, type ConsentCategory } from "../consent/consent-rules";
import { KLEVU_STORAGE_KEYS, KlevuStorage } from "./klevu-internal";
import type { SearchSettings } from "./search-settings";
import { klevuAxios } from "./klevu-axios";
import { toleratesFullStorage } from "./klevu-full-storage";
import { klevuServiceUrls } from "./service-urls";
import { startVisitorIpData } from "./visitor-ip";

/** Visitor-service calls answered without the network while consent is not given. */
const emptyAnswer: AxiosAdapter = async (config) => ({
  data: {},
  status: 200,
  statusText: "OK",
  headers: {},
  config,
});

const visitorDataAllowed = (granted: readonly ConsentCategory[]) => mayStore("searchVisitor", granted);

let connectedKey: string | undefined;

/**
 * Configures `@klevu/core` for this page's shop and language, in the browser only and with the
 * visitor's consent: the SDK's consent switch guards its storage (every `klevu-` key), and the
 * transport keeps the visitor-session call off the network until consent is given.
 */
export function connectSearch(settings: SearchSettings): void {
  if (connectedKey === settings.apiKey) return;
  const first = connectedKey === undefined;
  connectedKey = settings.apiKey;
  const granted = consentState.getState().granted;
  const urls = settings.provider === "local" ? klevuServiceUrls(settings.serviceBase) : { url: settings.url };
  for (const key of KLEVU_STORAGE_KEYS) KlevuStorage.addKey(key);
  toleratesFullStorage();
  KlevuConfig.init({
    ...urls,
    apiKey: settings.apiKey,
    axios: klevuAxios(settings.provider === "local" ? settings.serviceBase : undefined, consentGate),
    useConsent: true,
    consentGiven: visitorDataAllowed(granted),
    enableKlaviyoConnector: settings.marketingEmailConnector && granted.includes("marketing"),
  });
  if (first) followConsent(settings);
}

/** Keeps the visitor-session call off the network while consent is not given. */
function consentGate(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const config = KlevuConfig.getDefault();
  if (request.url?.startsWith(config.visitorServiceUrl) && config.isConsentDisallowed())
    request.adapter = emptyAnswer;
  return request;
}

function followConsent(settings: SearchSettings) {
  const ipData = settings.provider === "local" ? klevuServiceUrls(settings.serviceBase) : undefined;
  const apply = (granted: readonly ConsentCategory[]) => {
    const config = KlevuConfig.getDefault();
    const allowed = visitorDataAllowed(granted);
    if (allowed !== config.consentGiven) config.setConsentGiven(allowed);
    if (allowed && ipData) startVisitorIpData(ipData.ipv4Url, ipData.ipv6Url);
  };
  apply(consentState.getState().granted);
  consentState.subscribe((state) => apply(state.granted));
}

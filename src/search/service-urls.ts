/** The IP check services are the `KlevuConfig` fields of a later SDK version. */
export interface KlevuServiceUrls {
  url: string;
  eventsApiV1Url: string;
  eventsApiV2Url: string;
  recommendationsApiUrl: string;
  visitorServiceUrl: string;
  ipv4Url: string;
  ipv6Url: string;
}

/** The host the SDK reads KMC settings from, whatever it is configured with. */
export const KMC_SETTINGS_URL = "https://js.klevu.com/klevu-js-v1/klevu-js-api/";

export const NLP_ANNOTATIONS_ORIGIN = "https://nlp-services.ksearchnet.com";

/** `@klevu/core` 5.2's default hosts for what the site does not configure. */
export const KLEVU_SDK_ORIGINS = [
  "https://js.klevu.com",
  "https://stats.ksearchnet.com",
  "https://config-cdn.ksearchnet.com",
  "https://visitor.service.ksearchnet.com",
  NLP_ANNOTATIONS_ORIGIN,
];

/** Where KMC keeps marketers' banner and static-content images: the only hosts besides the site for them. */
export const KLEVU_IMAGE_ORIGINS: readonly string[] = ["https://js.klevu.com"];

/** Klevu's IPv4 and IPv6 check services (the `KlevuConfig` defaults of the SDK from 5.4). */
export const KLEVU_IP_CHECK_SERVICES = {
  ipv4Url: "https://ipv4check.ksearchnet.com",
  ipv6Url: "https://ipv6check.ksearchnet.com",
};

const trimSlash = (base: string): string => base.replace(/\/+$/, "");

export function klevuServiceUrls(base: string): KlevuServiceUrls {
  const root = trimSlash(base);
  return {
    url: `${root}/cs/v2/search`,
    eventsApiV1Url: `${root}/analytics/`,
    eventsApiV2Url: `${root}/analytics/collect`,
    recommendationsApiUrl: `${root}/recommendations/`,
    visitorServiceUrl: `${root}/visitor/1.0`,
    ipv4Url: `${root}/ip/v4`,
    ipv6Url: `${root}/ip/v6`,
  };
}

// KMC settings files go to `<base>/kmc/`, annotations to `<base>/`; KMC recommendations always build
// `https://`, so the base's host gets its own scheme back. Every other address is left alone.
export function rewriteKlevuUrl(url: string, base: string): string {
  const root = trimSlash(base);
  if (url.startsWith(KMC_SETTINGS_URL)) return `${root}/kmc/${url.slice(KMC_SETTINGS_URL.length)}`;
  if (url.startsWith(`${NLP_ANNOTATIONS_ORIGIN}/`))
    return `${root}${url.slice(NLP_ANNOTATIONS_ORIGIN.length)}`;
  const { protocol, host } = new URL(root);
  const secure = `https://${host}/`;
  if (protocol !== "https:" && url.startsWith(secure))
    return `${protocol}//${host}/${url.slice(secure.length)}`;
  return url;
}

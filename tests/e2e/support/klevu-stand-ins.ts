import type { BrowserContext } from "@playwright/test";
import { KLEVU_SITE_URL, SEARCH_URL } from "./ports";

/**
 * The Klevu build of the end-to-end run: its search endpoint, one of Klevu's search clusters, and
 * its API keys, which are the keys the local service knows each shop language by.
 */
export const KLEVU_SEARCH_URL = "https://eucs23v2.ksearchnet.com/cs/v2/search";
export const KLEVU_API_KEYS = { "nl-NL": "local-nl-nl-NL", "en-US": "local-nl-en-US" };

/** Whether the site built for Klevu answers yet. */
export const klevuSiteAnswers = (): Promise<boolean> =>
  fetch(KLEVU_SITE_URL).then(
    ({ ok }) => ok,
    () => false,
  );

/**
 * Klevu's hosts as the SDK and the site call them, and the path on the local service that stands in
 * for each: the same path, but for the IP check services, which both answer at their root.
 */
const STAND_IN_PATHS: Record<string, (path: string) => string> = {
  [new URL(KLEVU_SEARCH_URL).host]: (path) => path,
  "js.klevu.com": (path) => path,
  "stats.ksearchnet.com": (path) => path,
  "config-cdn.ksearchnet.com": (path) => path,
  "visitor.service.ksearchnet.com": (path) => path,
  "nlp-services.ksearchnet.com": (path) => path,
  "ipv4check.ksearchnet.com": () => "/ip/v4",
  "ipv6check.ksearchnet.com": () => "/ip/v6",
};

/**
 * Where the stand-in keeps what marketers upload to Klevu's merchant center: banner and static-content
 * images are on Klevu's image host, as Klevu serves them, not on the site.
 */
const KLEVU_UPLOADS = "https://js.klevu.com/uploads";
/** The merchandising settings that name those images: the banners file and a recommendation's settings. */
const NAMES_UPLOADS = /-banner\.json$|^\/recommendations\/[^/]+\/settings\//;

/** A call that reached a stand-in of one of Klevu's hosts. */
export interface KlevuCall {
  method: string;
  host: string;
  path: string;
  query: URLSearchParams;
  /** The body as sent: JSON, a form (URL-encoded or multipart, as beacons send it) or plain text. */
  body: string;
  contentType: string;
}

/** The calls to one host and path (a regular expression over `host/path`). */
export const callsTo = (calls: readonly KlevuCall[], where: RegExp): KlevuCall[] =>
  calls.filter((call) => where.test(`${call.host}${call.path}`));

/** What a call carries: its JSON, or the fields of its form (events v1 are sent as forms). */
export async function payloadOf(call: KlevuCall): Promise<unknown> {
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(call.contentType)) {
    const form = await new Response(call.body, { headers: { "content-type": call.contentType } }).formData();
    return Object.fromEntries(form);
  }
  return JSON.parse(call.body || "null");
}

/**
 * Sends every request of the browser to Klevu's hosts to the local service instead, as Klevu would
 * receive it, and records it in `calls`. The host the stand-in names in its answers (where
 * recommendations search) is Klevu's search cluster, as Klevu's own answers name it.
 */
export async function routeKlevuHosts(context: BrowserContext, calls: KlevuCall[]): Promise<void> {
  const clusterHost = new URL(KLEVU_SEARCH_URL).host;
  await context.route(
    (url) => url.hostname in STAND_IN_PATHS,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() !== "OPTIONS")
        calls.push({
          method: request.method(),
          host: url.hostname,
          path: url.pathname,
          query: url.searchParams,
          body: request.postData() ?? "",
          contentType: (await request.headerValue("content-type")) ?? "",
        });
      if (`${url.origin}${url.pathname}`.startsWith(`${KLEVU_UPLOADS}/`)) {
        // The picture, as the site has it.
        const upload = await route.fetch({
          url: `${KLEVU_SITE_URL}${url.pathname.slice("/uploads".length)}`,
        });
        return route.fulfill({ response: upload });
      }
      const standIn = `${SEARCH_URL}${STAND_IN_PATHS[url.hostname]!(url.pathname)}${url.search}`;
      const response = await route.fetch({
        url: standIn,
        headers: { ...request.headers(), host: clusterHost },
      });
      if (!NAMES_UPLOADS.test(url.pathname)) return route.fulfill({ response });
      const body = (await response.text()).replaceAll('"/images/', `"${KLEVU_UPLOADS}/images/`);
      await route.fulfill({ response, body });
    },
  );
}

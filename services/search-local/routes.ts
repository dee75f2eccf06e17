import { randomUUID } from "node:crypto";
import type { EventLog } from "./event-log";
import { kmcBanners, kmcMaps, kmcRecommendation, kmcRoot } from "./kmc";
import { parseBody, parseJson } from "./request-body";
import { answerSearch } from "./search-answer";
import type { SearchServiceData } from "./service-data";

/** A request as the routes see it. */
export interface ServiceRequest {
  method: string;
  url: URL;
  /** `host:port` the client called, for addresses the answers give back. */
  host: string;
  contentType?: string;
  remoteAddress: string;
  body: () => Promise<Buffer>;
}

export interface ServiceAnswer {
  status: number;
  body?: unknown;
}

type Route = {
  methods: readonly string[];
  path: RegExp;
  answer: (request: ServiceRequest, match: RegExpMatchArray) => ServiceAnswer | Promise<ServiceAnswer>;
};

/** How long a visitor session lasts, in seconds; the SDK renews it then. */
export const SESSION_TTL = 1800;

/** The analytics calls of events v1 and v2. */
const ANALYTICS_PATH =
  /^\/analytics\/(productTracking|n-search\/search|categoryProductViewTracking|categoryProductClickTracking|dataTracking|collect)$/;

const notFound = (what: string): ServiceAnswer => ({ status: 404, body: { error: `${what} not found` } });

/** Every address the service answers, with what it answers. */
export function serviceRoutes(data: SearchServiceData, events: EventLog): Route[] {
  const { shops, merchandising } = data;
  const recordCount = [...shops.values()].reduce((sum, shop) => sum + shop.records.length, 0);
  return [
    {
      methods: ["GET"],
      path: /^\/health$/,
      answer: () => ({
        status: 200,
        body: { status: "ok", keys: shops.size, records: recordCount, rssBytes: process.memoryUsage.rss() },
      }),
    },
    {
      methods: ["POST"],
      path: /^\/cs\/v2\/search$/,
      answer: async (request) => answerSearch(parseJson(await request.body()), shops),
    },
    {
      methods: ["GET"],
      path: /^\/kmc\/(.+?)(-banner|-maps)?\.json$/,
      answer: (request, [, key = "", kind]) => {
        const shop = shops.get(key);
        if (!shop) return notFound(`API key "${key}"`);
        if (kind === "-banner") return { status: 200, body: kmcBanners(shop, merchandising) };
        if (kind === "-maps") return { status: 200, body: kmcMaps(shop, merchandising) };
        return { status: 200, body: kmcRoot(shop, request.host) };
      },
    },
    {
      methods: ["GET"],
      path: /^\/recommendations\/([^/]+)\/settings\/([^/]+)$/,
      answer: (request, [, key = "", recsKey]) => {
        const shop = shops.get(key);
        const rec = merchandising.recommendations.find((candidate) => candidate.key === recsKey);
        if (!shop) return notFound(`API key "${key}"`);
        if (!rec) return notFound(`recommendation "${recsKey}"`);
        return { status: 200, body: kmcRecommendation(shop, rec, request.host) };
      },
    },
    {
      methods: ["POST"],
      path: /^\/visitor\/1\.0\/([^/]+)\/session$/,
      answer: async (request, [, key = ""]) => {
        if (!shops.has(key))
          return { status: 400, body: { error: `"${key}" is not an API key of this service` } };
        const given = field(await parseBody(await request.body(), request.contentType), "sessionId");
        const sessionId = given && /^[\w-]{1,64}$/.test(given) ? given : `local-${randomUUID()}`;
        return { status: 200, body: { sessionId, segmentInfo: { ttl: SESSION_TTL, segments: [] } } };
      },
    },
    {
      methods: ["POST"],
      path: /^\/ip\/(v4|v6)$/,
      answer: async (request, [, version]) => {
        const uuid = field(await parseBody(await request.body(), request.contentType), "klevu_uuid");
        if (!uuid) return { status: 400, body: { error: "klevu_uuid is missing" } };
        return {
          status: 200,
          body: { klevu_uuid: uuid, ip_address: ipAddress(request.remoteAddress, version === "v6") },
        };
      },
    },
    {
      methods: ["GET", "POST"],
      path: ANALYTICS_PATH,
      answer: async (request) => {
        const payload =
          request.method === "GET"
            ? Object.fromEntries(request.url.searchParams)
            : await parseBody(await request.body(), request.contentType);
        events.add({
          path: request.url.pathname,
          method: request.method,
          payload,
          time: new Date().toISOString(),
        });
        return { status: 200, body: { status: "ok" } };
      },
    },
    {
      methods: ["GET", "DELETE"],
      path: /^\/_events$/,
      answer: (request) => {
        if (request.method === "GET") return { status: 200, body: events.list() };
        events.clear();
        return { status: 204 };
      },
    },
  ];
}

/** A text field of a parsed body, if it has one. */
function field(body: unknown, name: string): string | undefined {
  const value =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The caller's address as an IPv4 or IPv6 check service reports it. On one machine a loopback caller
 * has both; otherwise a v4 caller has no v6 address and the other way round (an empty answer).
 */
function ipAddress(remote: string, v6: boolean): string {
  const address = remote.startsWith("::ffff:") ? remote.slice("::ffff:".length) : remote;
  const isV4 = !address.includes(":");
  if (address === "::1" || address.startsWith("127.")) return v6 ? "::1" : "127.0.0.1";
  if (v6) return isV4 ? "" : address;
  return isV4 ? address : "";
}

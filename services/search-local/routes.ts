import { randomUUID } from "node:crypto";
import type { EventLog } from "./event-log";
import { kmcBanners, kmcMaps, kmcRecommendation, kmcRoot } from "./kmc";
import { answerSearch } from "./search-answer";
import type { SearchServiceData } from "./service-data";

export interface ServiceRequest {
  method: string;
  url: URL;
  /** `host:port` the client called, for addresses the answers give back. */
  host: string;
  remoteAddress: string;
  params: Readonly<Record<string, string | undefined>>;
  body: unknown;
}

interface ServiceAnswer {
  status: number;
  body?: unknown;
}

interface Route {
  methods: string[];
  path: string;
  /** The body is read as JSON whatever content type it is sent as. */
  jsonBody?: boolean;
  answer: (request: ServiceRequest, data: SearchServiceData) => ServiceAnswer;
}

export const SESSION_TTL = 1800;

const ANALYTICS_CALLS = [
  "productTracking",
  "n-search/search",
  "categoryProductViewTracking",
  "categoryProductClickTracking",
  "dataTracking",
  "collect",
];

const KMC_FILE = /^(.+?)(-banner|-maps)?\.json$/;

const notFound = (what: string): ServiceAnswer => ({ status: 404, body: { error: `${what} not found` } });

export function serviceRoutes(events: EventLog): Route[] {
  return [
    {
      methods: ["GET"],
      path: "/health",
      answer: (_request, { shops }) => ({
        status: 200,
        body: {
          status: "ok",
          keys: shops.size,
          records: [...shops.values()].reduce((sum, shop) => sum + shop.records.length, 0),
          rssBytes: process.memoryUsage.rss(),
        },
      }),
    },
    {
      methods: ["POST"],
      path: "/cs/v2/search",
      jsonBody: true,
      answer: (request, { shops }) => answerSearch(request.body, shops),
    },
    // Under the local base, and under the path Klevu serves the files from (`js.klevu.com/klevu-js-v1/…`).
    ...["/kmc/:file", "/klevu-js-v1/klevu-js-api/:file"].map((path): Route => ({
      methods: ["GET"],
      path,
      answer: (request, { shops, merchandising }) => {
        const [, key = "", kind] = KMC_FILE.exec(request.params.file ?? "") ?? [];
        if (!key) return notFound(request.url.pathname);
        const shop = shops.get(key);
        if (!shop) return notFound(`API key "${key}"`);
        if (kind === "-banner") return { status: 200, body: kmcBanners(shop, merchandising) };
        if (kind === "-maps") return { status: 200, body: kmcMaps(shop, merchandising) };
        return { status: 200, body: kmcRoot(shop, request.host) };
      },
    })),
    {
      methods: ["GET"],
      path: "/recommendations/:key/settings/:recsKey",
      answer: (request, { shops, merchandising }) => {
        const { key = "", recsKey } = request.params;
        const shop = shops.get(key);
        const rec = merchandising.recommendations.find((candidate) => candidate.key === recsKey);
        if (!shop) return notFound(`API key "${key}"`);
        if (!rec) return notFound(`recommendation "${recsKey}"`);
        return { status: 200, body: kmcRecommendation(shop, rec, request.host) };
      },
    },
    // Under the local base, and under Klevu's visitor service path (`/public/1.0/…`).
    ...["/visitor/1.0/:key/session", "/public/1.0/:key/session"].map((path): Route => ({
      methods: ["POST"],
      path,
      answer: (request, { shops }) => {
        const { key = "" } = request.params;
        if (!shops.has(key))
          return { status: 400, body: { error: `"${key}" is not an API key of this service` } };
        const given = field(request.body, "sessionId");
        const sessionId = given && /^[\w-]{1,64}$/.test(given) ? given : `local-${randomUUID()}`;
        return { status: 200, body: { sessionId, segmentInfo: { ttl: SESSION_TTL, segments: [] } } };
      },
    })),
    {
      methods: ["GET"],
      path: "/:key/annotations",
      answer: (request, { shops }) => {
        const { key = "" } = request.params;
        if (!shops.has(key)) return notFound(`API key "${key}"`);
        const query = request.url.searchParams.get("query") ?? "";
        const category = request.url.searchParams.get("category") ?? "";
        return { status: 200, body: annotations(query, category) };
      },
    },
    ...["v4", "v6"].map((version): Route => ({
      methods: ["POST"],
      path: `/ip/${version}`,
      answer: (request) => {
        const uuid = field(request.body, "klevu_uuid");
        if (!uuid) return { status: 400, body: { error: "klevu_uuid is missing" } };
        return {
          status: 200,
          body: { klevu_uuid: uuid, ip_address: ipAddress(request.remoteAddress, version === "v6") },
        };
      },
    })),
    ...ANALYTICS_CALLS.map((call): Route => ({
      methods: ["GET", "POST"],
      path: `/analytics/${call}`,
      answer: (request) => {
        events.add({
          path: request.url.pathname,
          method: request.method,
          payload: request.method === "GET" ? Object.fromEntries(request.url.searchParams) : request.body,
          time: new Date().toISOString(),
        });
        return { status: 200, body: { status: "ok" } };
      },
    })),
    {
      methods: ["GET", "DELETE"],
      path: "/_events",
      answer: (request) => {
        if (request.method === "GET") return { status: 200, body: events.list() };
        events.clear();
        return { status: 204 };
      },
    },
  ];
}

/** The subjects here are the term's words and the category of the first result. */
function annotations(query: string, category: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const subjects = [...new Set([...words, ...(category ? [category.toLowerCase()] : [])])];
  return { annotations: { fullTerm: query, subjects } };
}

function field(body: unknown, name: string): string | undefined {
  const value =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** On one machine a loopback caller has both; otherwise a v4 caller has no v6 address and vice versa. */
function ipAddress(remote: string, v6: boolean): string {
  const address = remote.startsWith("::ffff:") ? remote.slice("::ffff:".length) : remote;
  const isV4 = !address.includes(":");
  if (address === "::1" || address.startsWith("127.")) return v6 ? "::1" : "127.0.0.1";
  if (v6) return isV4 ? "" : address;
  return isV4 ? address : "";
}

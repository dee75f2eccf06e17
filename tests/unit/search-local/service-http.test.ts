import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventLog } from "../../../services/search-local/event-log";
import { MAX_BODY_BYTES } from "../../../services/search-local/body-parsers";
import { SESSION_TTL } from "../../../services/search-local/routes";
import type { RunningSearchService } from "../../../services/search-local/server";
import { startLocalService } from "./local-service";

let service: RunningSearchService;
beforeAll(async () => {
  service = await startLocalService();
}, 30_000);
afterAll(() => service.close());

const call = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);
const postJson = (path: string, body: unknown) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** An answer as it is sent, its body not decoded: fetch would decompress it out of sight. */
const sent = (path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = request(`${service.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
    });
    outgoing.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });

describe("the HTTP shell", () => {
  it("answers /health with the size of the index and of the process", async () => {
    const response = await call("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      keys: 14,
      records: expect.any(Number),
      rssBytes: expect.any(Number),
    });
  });

  it("allows any origin on every answer, errors included, and answers preflights with 204", async () => {
    for (const response of [
      await call("/health"),
      await call("/nowhere"),
      await call("/cs/v2/search", { method: "POST", body: "{" }),
    ])
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await call("/cs/v2/search", {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:9000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Content-Type");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, DELETE, OPTIONS");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");
  });

  it("answers unknown addresses with 404 and known ones with another method with 405, as JSON", async () => {
    const missing = await call("/cs/v1/search");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "/cs/v1/search not found" });
    const refused = await call("/cs/v2/search");
    expect(refused.status).toBe(405);
    expect(await refused.json()).toEqual({ error: "GET is not answered here" });
    const unread = await call("/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(unread.status).toBe(405);
  });

  it("refuses a body larger than it takes with 413 and a JSON error, whether its length is given or not", async () => {
    const body = "x".repeat(16 * MAX_BODY_BYTES);
    const sized = await call("/cs/v2/search", { method: "POST", body });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ error: expect.any(String) });
    // A streamed body goes without a length; Node's fetch sends one only when told it is half duplex.
    const chunked: RequestInit & { duplex: "half" } = {
      method: "POST",
      body: new Blob([body]).stream(),
      duplex: "half",
    };
    const streamed = await call("/analytics/collect", chunked);
    expect(streamed.status).toBe(413);
  });

  it("answers a request without context with 400 and the reason", async () => {
    const response = await postJson("/cs/v2/search", { recordQueries: [] });
    expect(response.status).toBe(400);
    expect((await response.json()).meta).toEqual({
      qTime: 0,
      responseCode: 400,
      error: expect.stringMatching(/^context: /),
    });
  });
});

describe("compression", () => {
  const search = JSON.stringify({
    context: { apiKeys: ["local-nl-en-US"] },
    recordQueries: [
      { id: "search", typeOfRequest: "SEARCH", settings: { query: { term: "baby" }, limit: 24 } },
    ],
  });
  const json = { "content-type": "application/json" };
  // The times an answer reports are all that may differ between two asks.
  const read = (body: Buffer) =>
    JSON.parse(body.toString("utf8"), (key, value) => (key === "qTime" ? 0 : value));

  it("compresses a JSON answer with gzip or brotli as the client accepts, to the same JSON", async () => {
    const plain = await sent("/cs/v2/search", { ...json, "accept-encoding": "identity" }, search);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const answer = read(plain.body);
    expect(answer.queryResults[0].records.length).toBeGreaterThan(0);

    const gzipped = await sent("/cs/v2/search", { ...json, "accept-encoding": "gzip" }, search);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(read(gunzipSync(gzipped.body))).toEqual(answer);

    const brotli = await sent("/cs/v2/search", { ...json, "accept-encoding": "gzip, br" }, search);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(read(brotliDecompressSync(brotli.body))).toEqual(answer);
  });

  it("sends an answer under 1 KB as it is", async () => {
    const health = await sent("/health", { "accept-encoding": "gzip, br" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString("utf8")).status).toBe("ok");
  });
});

describe("KMC files and recommendation settings", () => {
  it("serves the three KMC files of a key, and 404 for an unknown key", async () => {
    for (const file of ["local-us-en-US.json", "local-us-en-US-banner.json", "local-us-en-US-maps.json"])
      expect((await call(`/kmc/${file}`)).status).toBe(200);
    expect((await call("/kmc/local-zz-en-US.json")).status).toBe(404);
  });

  it("serves them under Klevu's own path too, for a stand-in of Klevu's settings host", async () => {
    const klevuPath = "/klevu-js-v1/klevu-js-api/local-us-en-US";
    for (const suffix of [".json", "-banner.json", "-maps.json"])
      expect(await (await call(`${klevuPath}${suffix}`)).json()).toEqual(
        await (await call(`/kmc/local-us-en-US${suffix}`)).json(),
      );
  });

  it("serves recommendation settings whose search path is this service's, without a scheme", async () => {
    const response = await call("/recommendations/local-nl-nl-NL/settings/home-new-arrivals?cp=x&sids=a,b");
    const settings = await response.json();
    expect(settings.metadata).toMatchObject({
      recsKey: "home-new-arrivals",
      title: "Nieuw binnen",
      logic: "NEWEST_ARRIVALS",
    });
    expect(settings.search.basePath).toBe(`${new URL(service.url).host}/cs/v2/search`);
    expect((await call("/recommendations/local-nl-nl-NL/settings/nothing-here")).status).toBe(404);
  });
});

describe("visitor session and IP checks", () => {
  it("opens a session as the SDK asks, and keeps the session id it is given", async () => {
    const key = "local-nl-nl-NL";
    const fresh = await (
      await postJson(`/visitor/1.0/${key}/session`, { apiKey: key, sessionInfo: { connectorInfo: [] } })
    ).json();
    expect(fresh).toEqual({
      sessionId: expect.stringMatching(/^local-/),
      segmentInfo: { ttl: SESSION_TTL, segments: [] },
    });
    const renewed = await (
      await postJson(`/visitor/1.0/${key}/session`, { apiKey: key, sessionId: fresh.sessionId })
    ).json();
    expect(renewed.sessionId).toBe(fresh.sessionId);
    expect((await postJson("/visitor/1.0/local-zz-en-US/session", {})).status).toBe(400);
  });

  it("opens sessions under the path of Klevu's visitor service too", async () => {
    const key = "local-nl-en-US";
    const answer = await postJson(`/public/1.0/${key}/session`, { apiKey: key, sessionId: "s-1" });
    expect(await answer.json()).toEqual({
      sessionId: "s-1",
      segmentInfo: { ttl: SESSION_TTL, segments: [] },
    });
  });

  it("tells the caller its address, from JSON or a form", async () => {
    expect(await (await postJson("/ip/v4", { klevu_uuid: "u-1" })).json()).toEqual({
      klevu_uuid: "u-1",
      ip_address: "127.0.0.1",
    });
    const form = await call("/ip/v6", { method: "POST", body: new URLSearchParams({ klevu_uuid: "u-2" }) });
    expect(await form.json()).toEqual({ klevu_uuid: "u-2", ip_address: "::1" });
    expect((await postJson("/ip/v4", {})).status).toBe(400);
  });
});

describe("annotations", () => {
  it("tell the full term and its subjects, at Klevu's path, for a known key only", async () => {
    const query = new URLSearchParams({ query: "Travel Cot", title: "Travel Crib Light", category: "Cribs" });
    const answer = await call(`/local-nl-en-US/annotations?${query}`);
    expect(await answer.json()).toEqual({
      annotations: { fullTerm: "Travel Cot", subjects: ["travel", "cot", "cribs"] },
    });
    expect((await call(`/local-zz-en-US/annotations?${query}`)).status).toBe(404);
  });
});

describe("analytics events", () => {
  beforeEach(async () => {
    expect((await call("/_events", { method: "DELETE" })).status).toBe(204);
  });

  const received = async () => (await call("/_events")).json();

  it("records events sent as a query string, JSON, a form, multipart form data or plain text", async () => {
    await call("/analytics/n-search/search?klevu_term=crib&klevu_apiKey=k");
    await postJson("/analytics/collect", [{ event: "view_recs_list", event_apikey: "k" }]);
    await call("/analytics/productTracking", {
      method: "POST",
      body: new URLSearchParams({ klevu_productId: "potty" }),
    });
    const form = new FormData();
    form.append("klevu_categoryPath", "bouncers");
    await call("/analytics/categoryProductViewTracking", { method: "POST", body: form });
    await call("/analytics/dataTracking", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: '{"type":"banner"}',
    });
    await call("/analytics/categoryProductClickTracking", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "free text",
    });
    const events = await received();
    expect(
      events.map(({ method, path, payload }: { method: string; path: string; payload: unknown }) => [
        method,
        path,
        payload,
      ]),
    ).toEqual([
      ["GET", "/analytics/n-search/search", { klevu_term: "crib", klevu_apiKey: "k" }],
      ["POST", "/analytics/collect", [{ event: "view_recs_list", event_apikey: "k" }]],
      ["POST", "/analytics/productTracking", { klevu_productId: "potty" }],
      ["POST", "/analytics/categoryProductViewTracking", { klevu_categoryPath: "bouncers" }],
      ["POST", "/analytics/dataTracking", { type: "banner" }],
      ["POST", "/analytics/categoryProductClickTracking", "free text"],
    ]);
    for (const event of events) expect(Date.parse(event.time)).not.toBeNaN();
  });

  it("answers malformed JSON with 400 and records nothing", async () => {
    const response = await call("/analytics/collect", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[{",
    });
    expect(response.status).toBe(400);
    expect(await received()).toEqual([]);
  });

  it("does not record calls to addresses that are not events", async () => {
    expect((await call("/analytics/elsewhere", { method: "POST", body: "x" })).status).toBe(404);
    expect(await received()).toEqual([]);
  });
});

describe("EventLog", () => {
  it("keeps only the latest events", () => {
    const log = new EventLog(3);
    for (let i = 0; i < 5; i += 1) log.add({ path: `/${i}`, method: "GET", payload: i, time: "" });
    expect(log.list().map((event) => event.payload)).toEqual([2, 3, 4]);
    log.clear();
    expect(log.list()).toEqual([]);
  });
});

/**
 * The local search service under load: it is started as `npm run search-service` starts it, warmed
 * up, then driven by autocannon with what `@klevu/core` sends for a quick search as a shopper types,
 * search result pages with filters, category pages and trending products.
 * Usage: `npm run bench:search-service [-- --duration 10 --connections 10]`.
 */
import {
  applyFilters,
  categoryMerchandising,
  KlevuConfig,
  KlevuFetch,
  KlevuSearchSorting,
  listFilters,
  search,
  suggestions,
  trendingProducts,
} from "@klevu/core";
import autocannon from "autocannon";
import axios, { type AxiosStatic } from "axios";
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT } from "../scripts/gatsby-build";

export interface SearchServiceFigures {
  startupMs: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  rssBeforeBytes: number;
  /** Sampled every second under load: half-way, at the end and the highest. */
  rssHalfWayBytes: number;
  rssAfterBytes: number;
  rssPeakBytes: number;
}

const MAIN = path.join(ROOT, "services", "search-local", "main.ts");

/** The request bodies the SDK posts for a realistic mix of calls, captured instead of sent. */
async function sdkPayloads(): Promise<string[]> {
  const bodies: string[] = [];
  const capture = axios.create({
    adapter: async (config) => {
      bodies.push(String(config.data));
      return {
        data: { meta: { qTime: 0, responseCode: 204 } },
        status: 200,
        statusText: "OK",
        headers: {},
        config,
      };
    },
  });
  const fetchAs = async (apiKey: string, calls: () => Parameters<typeof KlevuFetch>[]) => {
    KlevuConfig.default = new KlevuConfig({
      apiKey,
      url: "http://capture.invalid/cs/v2/search",
      axios: Object.assign(capture, { create: () => capture }) as unknown as AxiosStatic,
    });
    for (const call of calls()) await KlevuFetch(...call);
  };
  const typing = (...terms: string[]) => terms.map((term) => [search(term, { limit: 6 }), suggestions(term)]);
  await fetchAs("local-nl-en-US", () => [
    ...typing(
      "c",
      "ca",
      "car",
      "carr",
      "carri",
      "carrier",
      "b",
      "bo",
      "bou",
      "boun",
      "bouncr",
      "travel crib",
    ),
    [
      search(
        "carrier",
        { limit: 24 },
        listFilters({ rangeFilterSettings: [{ key: "klevu_price", minMax: true }] }),
      ),
    ],
    [
      search(
        "baby",
        { limit: 24, sort: KlevuSearchSorting.PriceAsc },
        listFilters(),
        applyFilters([{ key: "colour", values: ["black"] }]),
      ),
    ],
    [categoryMerchandising("bouncers", { limit: 24 }, listFilters())],
    [
      categoryMerchandising(
        "cribs",
        { limit: 24 },
        listFilters(),
        applyFilters([{ key: "klevu_price", values: [0, 300] }]),
      ),
    ],
    [trendingProducts({ limit: 8 })],
  ]);
  await fetchAs("local-nl-nl-NL", () => typing("w", "wi", "wie", "wieg"));
  return bodies;
}

export interface StartedSearchService {
  url: string;
  /** From spawning the process to the service listening. */
  startupMs: number;
  kill: () => void;
}

/** Starts the service as `npm run search-service` does, on `port` (0: a free one), once it listens. */
export function startSearchService(port = 0): Promise<StartedSearchService> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--require", "tsx/cjs", MAIN], {
    cwd: ROOT,
    env: { ...process.env, SEARCH_SERVICE_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const ended = (code: number | null) => reject(new Error(`the search service ended with code ${code}`));
    child.once("exit", ended);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const url = line.match(/^Search service on (\S+)/)?.[1];
      if (!url) return;
      child.off("exit", ended);
      resolve({ url, startupMs: Math.round(performance.now() - started), kill: () => child.kill() });
    });
  });
}

const rss = async (url: string): Promise<number> =>
  ((await (await fetch(`${url}/health`)).json()) as { rssBytes: number }).rssBytes;

export async function benchSearchService({
  durationSeconds = 10,
  connections = 10,
} = {}): Promise<SearchServiceFigures> {
  const bodies = await sdkPayloads();
  const { url, startupMs, kill } = await startSearchService();
  try {
    const requests = bodies.map((body) => ({
      method: "POST",
      path: "/cs/v2/search",
      headers: { "content-type": "application/json" },
      body,
    }));
    const rssBeforeBytes = await rss(url);
    await autocannon({ url, connections, duration: 2, requests });
    // Memory that keeps growing under a steady load shows as growth between half-way and the end.
    const samples: number[] = [];
    const sampler = setInterval(() => void rss(url).then((bytes) => samples.push(bytes)), 1000);
    const result = await autocannon({ url, connections, duration: durationSeconds, requests });
    clearInterval(sampler);
    const rssAfterBytes = await rss(url);
    return {
      startupMs,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      rssBeforeBytes,
      rssHalfWayBytes: samples[Math.floor(samples.length / 2)] ?? rssAfterBytes,
      rssAfterBytes,
      rssPeakBytes: Math.max(rssAfterBytes, ...samples),
    };
  } finally {
    kill();
  }
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1]) || fallback;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  benchSearchService({ durationSeconds: option("duration", 10), connections: option("connections", 10) })
    .then((figures) => {
      console.table({
        "start-up (spawn to listening)": `${figures.startupMs} ms`,
        "requests/s": figures.requestsPerSecond,
        "latency p50": `${figures.latencyP50Ms} ms`,
        "latency p99": `${figures.latencyP99Ms} ms`,
        requests: figures.requests,
        "errors / non-2xx": `${figures.errors} / ${figures.non2xx}`,
        "RSS before / half-way / after": [
          figures.rssBeforeBytes,
          figures.rssHalfWayBytes,
          figures.rssAfterBytes,
        ]
          .map(mb)
          .join(" / "),
        "RSS peak": mb(figures.rssPeakBytes),
      });
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

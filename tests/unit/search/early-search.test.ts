import vm from "node:vm";
import { KlevuConfig } from "@klevu/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readFilterState } from "../../../src/filters/filter-url";
import { takeEarlyAnswer } from "../../../src/search/early-answers";
import {
  earlySearchBody,
  earlySearchScript,
  type EarlyRequest,
  type EarlySearchWindow,
} from "../../../src/search/early-search";
import { klevuAxios } from "../../../src/search/klevu-axios";
import { searchListing } from "../../../src/search/search-queries";
import { searchSettings } from "../../../src/search/search-settings";
import { readPage, readSearchSort } from "../../../src/search/search-sort";
import { readSearchType } from "../../../src/search/search-type";
import { normaliseSearchTerm } from "../../../src/search/search-term";
import { earlySearchFunctions } from "../../../src/page-start/inline-head-scripts";

const KLEVU = searchSettings(
  { klevuUrl: "https://eucs.example/cs/v2/search", klevuApiKeys: "en-US=klevu-123" },
  "nl",
  "en-US",
);
const LOCAL = searchSettings({ localServiceUrl: "http://localhost:9300/" }, "nl", "nl-NL");

const EARLY_SEARCH = earlySearchFunctions();

/** The minified functions, as the page carries them. */
const inline = {
  body: vm.runInThisContext(EARLY_SEARCH.body) as typeof earlySearchBody,
};

/** What the search page's script is given in the page's HTML. */
const settingsIn = (script: string) => JSON.parse(script.slice(script.lastIndexOf(",{") + 1, -1));

/** The bodies `@klevu/core` posts to the search endpoint, as the transport sends them. */
const posted: string[] = [];

beforeAll(() => {
  KlevuConfig.init({
    url: KLEVU.provider === "klevu" ? KLEVU.url : "",
    apiKey: KLEVU.apiKey,
    axios: klevuAxios(undefined, (request) => {
      if (request.url === KlevuConfig.getDefault().url) posted.push(JSON.stringify(request.data));
      request.adapter = async (config) => ({
        data: { meta: { responseCode: 200 }, queryResults: [] },
        status: 200,
        statusText: "OK",
        headers: {},
        config,
      });
      return request;
    }),
  });
});
afterEach(() => posted.splice(0));

/** The body the search page itself has the SDK post at `search`; none when it shows no product search. */
async function sdkBody(search: string, track: boolean): Promise<string | undefined> {
  const term = normaliseSearchTerm(new URLSearchParams(search).get("q") ?? "");
  if (!term || readSearchType(search) !== "product") return undefined;
  const request = {
    state: readFilterState(search),
    sort: readSearchSort(search),
    page: readPage(search),
    track,
  };
  // The empty answer names no query: the page would show its error. The request is what counts here.
  await searchListing(term, request).catch(() => undefined);
  expect(posted).toHaveLength(1);
  return posted.pop();
}

const ADDRESSES = [
  "?q=draagzak",
  "?q=%20%20Baby%20%20%20Carrier%20&sort=price-asc&page=2",
  "?q=bouncer&o_color=grey,blue,grey&s_price=10.50-99&o_brand=Kiddo&sort=bogus&page=0",
  "?q=bath&s_klevu_price=5-20&o_123=x&o_bad%20key=1&s_price=9-3&page=12345",
  "?q=%3Cscript%3Ealert(1)%3C/script%3E&o_size=%3Cb%3E,M",
  `?q=${"wieg ".repeat(30)}&o_color=grijs&o_color=blauw&sort=rating-desc&page=3`,
  "?q=bouncer&o___proto__=a&s_constructor=1-2",
  "?q=%F0%9F%91%B6%20onesie&type=product",
  "?q=wieg&type=content",
  "?q=%20%20&o_color=grey",
  "?sort=price-asc",
];

describe("the search page's early search", () => {
  it.each(ADDRESSES)("posts for %s byte for byte what the SDK posts for the page", async (search) => {
    for (const settings of [KLEVU, LOCAL]) {
      const early = settingsIn(earlySearchScript(EARLY_SEARCH, settings));
      const sdk = await sdkBody(search, false);
      const body = inline.body(search, early);
      // The SDK posts the key it was configured with: the page's is the settings'.
      expect(body).toBe(sdk?.replace(JSON.stringify(KLEVU.apiKey), JSON.stringify(settings.apiKey)));
      expect(earlySearchBody(search, early)).toBe(body);
    }
  });

  it("posts the same whatever the visitor's consent: events and connectors follow the answer", async () => {
    for (const search of ADDRESSES) expect(await sdkBody(search, true)).toBe(await sdkBody(search, false));
    KlevuConfig.getDefault().setEnableKlaviyoConnector(true);
    try {
      expect(await sdkBody(ADDRESSES[2]!, true)).toBe(await sdkBody(ADDRESSES[2]!, false));
    } finally {
      KlevuConfig.getDefault().setEnableKlaviyoConnector(false);
    }
  });
});

/** Runs the page's inline script in a window at `search` with `stored` in its storage. */
function runScript(script: string, search: string, stored: Record<string, string> = {}) {
  const fetched: { url: string; method: string; body?: string }[] = [];
  const window: Record<string, unknown> & EarlySearchWindow = {
    location: { search },
    performance: { now: () => 1000 },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  };
  const context = vm.createContext({
    window,
    URLSearchParams,
    AbortController,
    setTimeout,
    clearTimeout,
    fetch: async (url: string, init: RequestInit) => {
      fetched.push({ url, method: init.method ?? "GET", body: init.body as string | undefined });
      return new Response(JSON.stringify({ url }), { status: 200 });
    },
  });
  vm.runInContext(script, context);
  return { fetched, early: window.__earlySearch };
}

describe("the search page's inline script", () => {
  const script = earlySearchScript(EARLY_SEARCH, LOCAL);
  const files = ["", "-banner", "-maps"].map(
    (suffix) => `http://localhost:9300/kmc/${LOCAL.apiKey}${suffix}.json`,
  );

  it("sends the search and the three settings files at once, and leaves their answers for the page", async () => {
    const { fetched, early } = runScript(script, "?q=draagzak");
    expect(fetched).toEqual([
      {
        url: "http://localhost:9300/cs/v2/search",
        method: "POST",
        body: earlySearchBody("?q=draagzak", settingsIn(script)),
      },
      ...files.map((url) => ({ url, method: "GET", body: undefined })),
    ]);
    expect(early?.at).toBe(1000);
    expect(await early?.requests[3]?.answer).toEqual({ status: 200, data: { url: files[2] } });
  });

  it("leaves the settings to the SDK when it holds this key's copy of today", () => {
    const now = String(Date.now() - 60_000);
    const copy = { "klevu-kmc-data": "{}", "klevu-kmc-data-ts": now };
    expect(
      runScript(script, "?q=draagzak", { ...copy, "klevu-kmc-data-key": LOCAL.apiKey }).fetched,
    ).toHaveLength(1);
    expect(
      runScript(script, "?q=draagzak", { ...copy, "klevu-kmc-data-key": "local-nl-en-US" }).fetched,
    ).toHaveLength(4);
    const yesterday = String(Date.now() - 86_400_001);
    const old = { ...copy, "klevu-kmc-data-ts": yesterday, "klevu-kmc-data-key": LOCAL.apiKey };
    expect(runScript(script, "?q=draagzak", old).fetched).toHaveLength(4);
  });

  it("sends nothing for a page without a product search", () => {
    for (const search of ["", "?q=", "?q=wieg&type=content"]) {
      const { fetched, early } = runScript(script, search);
      expect(fetched).toEqual([]);
      expect(early).toBeUndefined();
    }
  });
});

describe("takeEarlyAnswer", () => {
  const answer = Promise.resolve({ status: 200, data: { meta: { responseCode: 200 } } });
  const windowWith = (now: number, requests: EarlyRequest[]) => ({
    performance: { now: () => now } as Performance,
    __earlySearch: { at: 1000, requests },
  });
  const search = { method: "POST" as const, url: "https://eucs.example/cs/v2/search", body: '{"a":1}' };

  it("answers the same request once", () => {
    const w = windowWith(2000, [{ ...search, answer }]);
    expect(takeEarlyAnswer(w, search, 600_000)).toBe(answer);
    expect(takeEarlyAnswer(w, search, 600_000)).toBeUndefined();
  });

  it("leaves another body, address or method to the network", () => {
    const w = windowWith(2000, [{ ...search, answer }]);
    expect(takeEarlyAnswer(w, { ...search, body: '{"a":2}' }, 600_000)).toBeUndefined();
    expect(takeEarlyAnswer(w, { ...search, url: "https://eucs.example/other" }, 600_000)).toBeUndefined();
    expect(takeEarlyAnswer(w, { ...search, method: "GET" }, 600_000)).toBeUndefined();
    expect(takeEarlyAnswer(w, search, 600_000)).toBe(answer);
  });

  it("leaves a request to the network once the early answer is older than the SDK would keep one", () => {
    expect(takeEarlyAnswer(windowWith(601_001, [{ ...search, answer }]), search, 600_000)).toBeUndefined();
    expect(
      takeEarlyAnswer({ performance: { now: () => 0 } as Performance }, search, 600_000),
    ).toBeUndefined();
  });
});

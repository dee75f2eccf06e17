/**
 * Search as a shopper meets it, in one run:
 * - keystroke to suggestions: Chromium types "carr" into quick search; the time from the last keystroke
 *   to the suggestions and products for "carr" on screen (debounce included), the first time (search
 *   code not loaded yet) and then warm, median of N;
 * - JavaScript: what a page loads before the visitor opens search (search code should be none of it)
 *   and what opening search adds, gzipped;
 * - the local search service under autocannon (bench/search-service.ts);
 * - relevance: success@3, MRR and nDCG@5 over the queries of bench/search-relevance.yaml, per language
 *   and overall, beside the figures recorded in bench/search-relevance-previous.json, then each query
 *   and the queries that miss. `--relevance` prints only these, without a build or a browser;
 *   `--record "what changed"` keeps this run's figures as the previous ones.
 * Usage: `npx tsx bench/search.ts [--runs N] [--no-build] [--relevance] [--record "what changed"]`.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ON_DEMAND_MARKERS } from "../src/performance/budgets";
import { loadSearchServiceData } from "../services/search-local/service-data";
import { benchSearchService, startSearchService } from "./search-service";
import { ROOT } from "../scripts/gatsby-build";
import { gatsbyBuild, kb, median } from "./support/build";
import { launchChromium } from "./support/chromium";
import {
  formatRelevance,
  loadRelevanceSet,
  measureRelevance,
  readPreviousRelevance,
  recordRelevance,
} from "../tests/support/search-relevance";
import { serveStatic } from "../scripts/hosting/static-host";
import { FRESH_ENGINE_CATALOGUE } from "../tests/support/fresh-engine-offers";

const SITE_PORT = 9421;
const SEARCH_PORT = 9321;
const SITE = `http://localhost:${SITE_PORT}`;
const PUBLIC = path.join(ROOT, "public");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 15;
/** Typed the first time search is used in a page, then a term not seen yet (nothing cached). */
const TERM = "carr";
const SECOND_TERM = "boun";

const gzipOf = (url: string) =>
  gzipSync(readFileSync(path.join(PUBLIC, new URL(url).pathname)), { level: 9 }).length;
/** Chunks holding the search SDK, found by the marker the byte budgets use. */
const isSearchCode = (url: string) =>
  readFileSync(path.join(PUBLIC, new URL(url).pathname), "utf8").includes(ON_DEMAND_MARKERS.search);

/** Scripts the page loads while `during` runs. */
async function scriptsLoaded(page: Page, during: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const listener = (response: { url(): string }) =>
    response.url().endsWith(".js") && urls.push(response.url());
  page.on("response", listener);
  await during();
  page.off("response", listener);
  return urls.filter((url) => url.startsWith(SITE) && !url.endsWith("/sw.js"));
}

/** Opens quick search, types the term; ms from the last keystroke to its results on screen. */
async function keystrokeToSuggestions(page: Page, term: string): Promise<number> {
  const input = page.getByRole("combobox");
  if (!(await input.isVisible())) await page.getByRole("button", { name: "Search", exact: true }).click();
  await input.fill("");
  await input.pressSequentially(term.slice(0, -1));
  await page.evaluate((term) => {
    const w = window as unknown as { __shown: Promise<number> };
    w.__shown = new Promise((resolve) => {
      let pressed = 0;
      document.addEventListener("keydown", () => (pressed = performance.now()), {
        once: true,
        capture: true,
      });
      const selector = `[role=listbox][data-term="${term}"] [role=option]`;
      const observer = new MutationObserver(() => {
        if (pressed && document.querySelector(selector)) {
          observer.disconnect();
          resolve(performance.now() - pressed);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, term);
  await input.press(term.slice(-1));
  return page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown);
}

function printRelevance(): void {
  console.log("\nRelevance, bench/search-relevance.yaml against the local search service:");
  const report = measureRelevance(
    loadSearchServiceData(ROOT, { COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE }),
    loadRelevanceSet(),
  );
  for (const line of formatRelevance(report, readPreviousRelevance())) console.log(line);
  if (args.includes("--record")) {
    const note = args[args.indexOf("--record") + 1];
    const day = new Date().toISOString().slice(0, 10);
    recordRelevance(report, note && !note.startsWith("--") ? `${day}, ${note}` : day);
    console.log("  recorded as the previous figures in bench/search-relevance-previous.json");
  }
}

async function main() {
  if (args.includes("--relevance")) return printRelevance();
  if (!args.includes("--no-build")) {
    console.log("Building the storefront…");
    console.log(
      `  ${gatsbyBuild(ROOT, { GATSBY_SEARCH_SERVICE_URL: `http://localhost:${SEARCH_PORT}` }).toFixed(0)} s`,
    );
  }
  const service = await startSearchService(SEARCH_PORT);
  const server: Server = await serveStatic(PUBLIC, SITE_PORT);
  const browser = await launchChromium();
  const cold: number[] = [];
  const warm: number[] = [];
  let firstLoad: string[] = [];
  let onOpening: string[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
      const page = await context.newPage();
      const loaded = await scriptsLoaded(page, async () => {
        await page.goto(`${SITE}/en-US/`, { waitUntil: "networkidle" });
        await page.getByRole("button", { name: "Necessary only" }).first().click();
        await page.waitForLoadState("networkidle");
      });
      let first = 0;
      const opened = await scriptsLoaded(page, async () => {
        first = await keystrokeToSuggestions(page, TERM);
      });
      if (run === 0) [firstLoad, onOpening] = [loaded, opened];
      cold.push(first);
      warm.push(await keystrokeToSuggestions(page, SECOND_TERM));
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    service.kill();
  }

  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipOf(url), 0);
  const searchBefore = firstLoad.filter(isSearchCode);
  console.log(
    `\nQuick search, last keystroke to results on screen, median of ${runs} (150 ms debounce included):`,
  );
  console.log(`  "${TERM}", the page's first search:          ${median(cold).toFixed(0)} ms`);
  console.log(`  "${SECOND_TERM}", a second search:               ${median(warm).toFixed(0)} ms`);
  console.log(`\nJavaScript, gzipped:`);
  console.log(
    `  /en-US/ until idle, consent banner included: ${kb(sum(firstLoad))} (${firstLoad.length} files)`,
  );
  console.log(
    `  of which the search SDK:                     ${kb(sum(searchBefore))} (${searchBefore.length} files)`,
  );
  console.log(
    `  loaded on opening search:                    ${kb(sum(onOpening))} (${onOpening.length} files)`,
  );

  console.log("\nLocal search service under autocannon:");
  const figures = await benchSearchService();
  console.log(
    `  ${figures.requestsPerSecond} requests/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms,`,
  );
  console.log(
    `  ${figures.errors} errors, ${figures.non2xx} non-2xx, RSS ${(figures.rssBeforeBytes / 2 ** 20).toFixed(0)} → ${(figures.rssAfterBytes / 2 ** 20).toFixed(0)} MB`,
  );
  printRelevance();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

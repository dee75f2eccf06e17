/**
 * Time from the HTML's first byte to the first search result painted, on the storefront's search page
 * and on the bare search page (bench/bare-search-site: the same SDK and one search) in one run, in
 * Chromium with Lighthouse's mobile throttling (150 ms round trips, 1.6 Mbit/s, CPU 4× slower), each
 * load in a fresh context. The result is painted at the first frame after the first result card is in
 * the document. Median of N runs, the sites interleaved.
 * Usage: `npx tsx bench/first-result.ts [--runs N] [--compare LABEL=PUBLIC_DIR]…`, where
 * `--compare` adds another build of the storefront (of an earlier commit, say) built against the same
 * search service: `BENCH_SEARCH_PORT` (default 9323).
 */
import { chromium, type Browser } from "@playwright/test";
import { cpSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium";
import { serveStatic } from "../scripts/hosting/static-host";
import { startSearchService } from "./search-service";
import { BARE_SEARCH_SITE, gatsbyBuild, median } from "./support/build";
import { copyProject } from "../tests/support/project-copy";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 7;
const SEARCH_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 9323);
const SEARCH_SERVICE = `http://localhost:${SEARCH_PORT}`;
const PATH = "?q=draagzak";

interface Site {
  label: string;
  root: string;
  path: string;
  /** The first result card. */
  card: string;
}

/** Records when the first frame with a result card in it has been painted. */
function watchFirstResult(card: string) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(card)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => Object.assign(window, { firstResultPainted: performance.now() })),
    );
  }).observe(document, { childList: true, subtree: true });
}

/** One load of `url` in a fresh context: ms from the HTML's first byte to the first result painted. */
async function firstResult(browser: Browser, url: string, card: string): Promise<number> {
  const context = await browser.newContext({ locale: "nl-NL", viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(watchFirstResult, card);
    await page.goto(url);
    await page.waitForFunction(() => "firstResultPainted" in window, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return (
        (window as unknown as { firstResultPainted: number }).firstResultPainted -
        (navigation?.responseStart ?? 0)
      );
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const service = { GATSBY_SEARCH_SERVICE_URL: SEARCH_SERVICE };
  const project = copyProject("first-result-");
  const sites: Site[] = [
    {
      label: "storefront",
      root: path.join(project, "public"),
      path: `/search/${PATH}`,
      card: "section[aria-busy] li",
    },
    ...args.flatMap((arg, index) => {
      if (args[index - 1] !== "--compare") return [];
      const [label = "", root = ""] = arg.split("=");
      return [{ label, root: path.resolve(root), path: `/search/${PATH}`, card: "section[aria-busy] li" }];
    }),
    {
      label: "bare search",
      root: path.join(BARE_SEARCH_SITE, "public"),
      path: `/${PATH}`,
      card: "main > ul > li",
    },
  ];
  try {
    console.log(`Building the storefront and the bare search page against ${SEARCH_SERVICE}…`);
    console.log(`  storefront ${gatsbyBuild(project, service).toFixed(0)} s`);
    console.log(`  bare search ${gatsbyBuild(BARE_SEARCH_SITE, service).toFixed(0)} s`);
    // Its results show the storefront's product images.
    cpSync(path.join(project, "public", "images"), path.join(BARE_SEARCH_SITE, "public", "images"), {
      recursive: true,
    });
    const servers = await Promise.all(sites.map((site) => serveStatic(site.root, 0)));
    const search = await startSearchService(SEARCH_PORT);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const times = new Map(sites.map((site) => [site, [] as number[]]));
    try {
      for (let run = 0; run < runs; run += 1)
        for (const [index, site] of sites.entries()) {
          const { port } = servers[index]!.address() as AddressInfo;
          const ms = await firstResult(browser, `http://localhost:${port}${site.path}`, site.card);
          times.get(site)!.push(ms);
          console.log(`  run ${run + 1} ${site.label.padEnd(16)} ${ms.toFixed(0)} ms`);
        }
    } finally {
      await browser.close();
      search.kill();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
    console.log(`\nFirst byte of the HTML → first result painted, median of ${runs} (mobile throttling):`);
    for (const site of sites) {
      const all = times.get(site)!;
      console.log(
        `  ${site.label.padEnd(16)} ${median(all).toFixed(0).padStart(6)} ms   (${all.map((ms) => ms.toFixed(0)).join(", ")})`,
      );
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

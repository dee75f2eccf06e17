/**
 * The storefront's main pages against a bare Gatsby page, in one run:
 * - Lighthouse (mobile form factor, simulated throttling: its defaults), performance and accessibility,
 *   median of N runs, each in a fresh Chromium; LCP, TBT and CLS of the median run;
 * - first-load JavaScript, gzipped, read from the build by src/performance/page-weight.ts, and its ratio to
 *   the bare page's.
 * Both sites are served by the same plain static server on localhost. The median run's JSON reports
 * are kept in bench/out/pages/.
 * Usage: `npx tsx bench/pages.ts [--runs N] [--no-build] [--page LABEL]…` (`--page search`: that page
 * and the bare one only).
 */
import { launch, type LaunchedChrome } from "chrome-launcher";
import type { Result } from "lighthouse";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from "../scripts/chromium";
import { pageWeight } from "../src/performance/page-weight";
import { startSearchService } from "./search-service";
import { BARE_SEARCH_SITE, BARE_SITE, gatsbyBuild, kb, median, ROOT } from "./support/build";
import { serveStatic } from "../scripts/hosting/static-host";

const CHROME_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // The storefront sends a browser whose language is not Dutch to /en-US/: measure the Dutch pages, as
  // the rest of the project does (locale nl-NL). Headless Chromium on Linux ignores --lang; this sets
  // navigator.languages and Accept-Language.
  "--accept-lang=nl-NL",
];
/** The performance issue's targets, against the bare page of the same run. */
const TARGET_SCORE_BELOW_BARE = 3;
const TARGET_TBT_OVER_BARE_MS = 100;
const TARGET_JS_RATIO = 1.5;
const TARGET_LONG_TASK_MS = 150;
const OUT = path.join(ROOT, "bench", "out", "pages");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;

interface Site {
  name: string;
  root: string;
  port: number;
}
/** Ports of the three sites (this and the next two) and of the search service: others may bench at once. */
const PORT = Number(process.env.BENCH_PORT ?? 9401);
const SEARCH_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 9322);
const STOREFRONT: Site = { name: "storefront", root: path.join(ROOT, "public"), port: PORT };
const SEARCH_SERVICE = `http://localhost:${SEARCH_PORT}`;
const BARE: Site = { name: "bare", root: path.join(BARE_SITE, "public"), port: PORT + 1 };
const BARE_SEARCH: Site = {
  name: "bare search",
  root: path.join(BARE_SEARCH_SITE, "public"),
  port: PORT + 2,
};
const base = (site: Site) => `http://localhost:${site.port}`;

interface Page {
  label: string;
  site: Site;
  path: string;
}
const ALL_PAGES: Page[] = [
  { label: "home", site: STOREFRONT, path: "/" },
  { label: "category", site: STOREFRONT, path: "/categories/baby-carriers/" },
  { label: "product", site: STOREFRONT, path: "/products/baby-carrier-one/" },
  { label: "search", site: STOREFRONT, path: "/search/?q=draagzak" },
  // The floor of a search results page with the same SDK and service: see bench/bare-search-site.
  { label: "SDK and one search", site: BARE_SEARCH, path: "/?q=draagzak" },
  { label: "checkout", site: STOREFRONT, path: "/checkout/" },
  { label: "bare Gatsby", site: BARE, path: "/" },
];
const chosen = args.flatMap((arg, index) => (args[index - 1] === "--page" ? [arg] : []));
const PAGES = chosen.length
  ? ALL_PAGES.filter(
      (page) =>
        page.site === BARE ||
        chosen.includes(page.label) ||
        (page.site === BARE_SEARCH && chosen.includes("search")),
    )
  : ALL_PAGES;

/**
 * Lighthouse, loaded by Node's own ESM loader: a static import here goes through tsx's transform,
 * whose keepNames adds `__name(…)` calls to the functions Lighthouse sends into the page, where
 * `__name` is not defined ("ReferenceError: __name is not defined" in computeBenchmarkIndex).
 */
const loadLighthouse = async () => (await import("lighthouse")).default;

/** One Lighthouse run in a Chromium of its own, killed whatever happens. */
async function lighthouseRun(url: string): Promise<Result> {
  const lighthouse = await loadLighthouse();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome?.kill();
  }
}

const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

/** The run whose performance score is the median (for an even count, the lower middle). */
function medianRun(results: readonly Result[]): Result {
  const sorted = [...results].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error("no Lighthouse runs");
  return run;
}

/** Accessibility audits that fail (scored below 1), with how many elements each flags. */
function accessibilityFailures(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items = audit.details && "items" in audit.details ? audit.details.items.length : 0;
    return [items ? `${ref.id} (${items})` : ref.id];
  });
}

/** Performance opportunities with an estimated saving, largest first. */
function opportunities(lhr: Result): string[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (ref.group === "hidden" || !audit || audit.score === null || audit.score >= 1) return [];
      if (audit.details?.type !== "opportunity") return [];
      const ms = audit.details.overallSavingsMs ?? 0;
      const bytes = audit.details.overallSavingsBytes ?? 0;
      return ms > 0 || bytes > 0 ? [{ id: ref.id, ms, bytes }] : [];
    })
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .map(
      ({ id, ms, bytes }) =>
        `${id} (${[ms ? `${ms.toFixed(0)} ms` : "", bytes ? kb(bytes) : ""].filter(Boolean).join(", ")})`,
    );
}

/** Diagnostics that fail and would save main-thread or paint time. */
function diagnostics(lhr: Result): string[] {
  return (lhr.categories.performance?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (ref.group !== "diagnostics" || !audit || audit.score === null || audit.score >= 0.9) return [];
    if (audit.details?.type === "opportunity") return [];
    return [audit.displayValue ? `${ref.id} (${audit.displayValue})` : ref.id];
  });
}

/** The longest main-thread task Lighthouse lists, in ms (0 when none passed its 50 ms floor). */
const longestTask = (lhr: Result): number => {
  const details = lhr.audits["long-tasks"]?.details;
  const items = details && "items" in details ? (details.items as { duration?: number }[]) : [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
};

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ");

async function main() {
  const started = performance.now();
  if (!args.includes("--no-build")) {
    console.log("Building the storefront and the bare Gatsby site…");
    console.log(
      `  storefront ${gatsbyBuild(ROOT, { GATSBY_SEARCH_SERVICE_URL: SEARCH_SERVICE }).toFixed(0)} s`,
    );
    console.log(`  bare Gatsby ${gatsbyBuild(BARE_SITE).toFixed(0)} s`);
    const searchService = { GATSBY_SEARCH_SERVICE_URL: SEARCH_SERVICE };
    console.log(`  bare search ${gatsbyBuild(BARE_SEARCH_SITE, searchService).toFixed(0)} s`);
    // Its results show the storefront's product images.
    cpSync(path.join(STOREFRONT.root, "images"), path.join(BARE_SEARCH.root, "images"), { recursive: true });
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  const servers: Server[] = await Promise.all(
    [STOREFRONT, BARE, BARE_SEARCH].map((site) => serveStatic(site.root, site.port)),
  );
  // The storefront as it runs: with its search service (category merchandising, recommendations).
  const search = await startSearchService(SEARCH_PORT);
  const results = new Map(PAGES.map((page) => [page, [] as Result[]]));
  const js = new Map<Page, number>();
  try {
    console.log(`Lighthouse, ${runs} runs per page, pages interleaved…`);
    for (let run = 0; run < runs; run += 1) {
      for (const page of PAGES) {
        const lhr = await lighthouseRun(new URL(page.path, base(page.site)).toString());
        results.get(page)?.push(lhr);
        console.log(
          `  run ${run + 1} ${page.label.padEnd(12)} perf ${score(lhr, "performance")} a11y ${score(lhr, "accessibility")}`,
        );
      }
    }
    for (const page of PAGES)
      js.set(page, pageWeight(page.site.root, new URL(page.path, "http://localhost").pathname).js);
  } finally {
    search.kill();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }

  const barePage = PAGES[PAGES.length - 1] as Page;
  const bareJs = js.get(barePage) ?? NaN;
  const bareRuns = results.get(barePage) ?? [];
  const barePerf = median(bareRuns.map((r) => score(r, "performance")));
  const bareTbt = metric(medianRun(bareRuns), "total-blocking-time");
  /** The targets a storefront page misses: performance, blocking time, longest task, JavaScript. */
  const missed = (perf: number, lhr: Result, ratio: number) =>
    [
      perf < barePerf - TARGET_SCORE_BELOW_BARE && "perf",
      metric(lhr, "total-blocking-time") > bareTbt + TARGET_TBT_OVER_BARE_MS && "TBT",
      longestTask(lhr) > TARGET_LONG_TASK_MS && "task",
      ratio > TARGET_JS_RATIO && "JS",
    ].filter(Boolean);
  const widths = [38, 5, 5, 7, 7, 6, 9, 10, 7, 9];
  const rows = PAGES.map((page) => {
    const all = results.get(page) ?? [];
    const lhr = medianRun(all);
    const slug = `${page.site.name}-${page.label.replace(/\W+/g, "-")}`;
    writeFileSync(path.join(OUT, `${slug}.json`), JSON.stringify(lhr, null, 1));
    const redirects = [
      ...new Set(all.flatMap((r) => (r.finalDisplayedUrl !== r.requestedUrl ? [r.finalDisplayedUrl] : []))),
    ];
    const bytes = js.get(page) ?? NaN;
    const perf = median(all.map((r) => score(r, "performance")));
    const misses = page.site === STOREFRONT ? missed(perf, lhr, bytes / bareJs) : [];
    return {
      page,
      lhr,
      redirects,
      cells: [
        `${page.site.name} ${page.path}${redirects.length ? " *" : ""}`,
        perf.toFixed(0),
        median(all.map((r) => score(r, "accessibility"))).toFixed(0),
        `${(metric(lhr, "largest-contentful-paint") / 1000).toFixed(2)} s`,
        `${metric(lhr, "total-blocking-time").toFixed(0)} ms`,
        metric(lhr, "cumulative-layout-shift").toFixed(3),
        `${longestTask(lhr).toFixed(0)} ms`,
        kb(bytes),
        `${(bytes / bareJs).toFixed(2)}×`,
        page.site !== STOREFRONT ? "" : misses.length ? `missed: ${misses.join(", ")}` : "met",
      ],
    };
  });

  const header = ["page", "perf", "a11y", "LCP", "TBT", "CLS", "long task", "JS gzip", "× bare", "targets"];
  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile, simulated throttling), median of ${runs}:\n`,
  );
  console.log(pad(header, widths));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(pad(row.cells, widths));
  for (const { page, redirects } of rows.filter((row) => row.redirects.length))
    console.log(
      `* ${page.site.name} ${page.path} was redirected to ${redirects.join(", ")}: not the page asked for.`,
    );
  console.log(
    `\nTargets: performance ≥ the bare page's − ${TARGET_SCORE_BELOW_BARE} (${barePerf - TARGET_SCORE_BELOW_BARE}); TBT ≤ the bare page's + ${TARGET_TBT_OVER_BARE_MS} ms (${(bareTbt + TARGET_TBT_OVER_BARE_MS).toFixed(0)} ms); no task over ${TARGET_LONG_TASK_MS} ms; first-load JS ≤ ${TARGET_JS_RATIO}× bare.`,
  );
  const env = rows[0]?.lhr.environment;
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores; ${env?.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? ""}, benchmarkIndex ${env?.benchmarkIndex ?? "?"}; ${new Date().toISOString()}`,
  );

  console.log("\nFindings (median run of each page; both sites served gzipped by the same static server):");
  for (const { page, lhr } of rows) {
    console.log(`  ${page.site.name} ${page.path}`);
    console.log(`    accessibility failures: ${accessibilityFailures(lhr).join(", ") || "none"}`);
    console.log(`    opportunities: ${opportunities(lhr).slice(0, 5).join(", ") || "none"}`);
    console.log(`    diagnostics: ${diagnostics(lhr).join(", ") || "none"}`);
    for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
  }
  console.log(
    `\nReports: ${path.relative(ROOT, OUT)}/; took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

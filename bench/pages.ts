/**
 * Every page type of the storefront against a bare Gatsby page, in one run, in a Dutch and an English
 * browser:
 * - Lighthouse (mobile form factor, simulated throttling: its defaults), performance and accessibility,
 *   median of N runs, each in a fresh Chromium; LCP, TBT and CLS of the median run, held to the floor
 *   beside it: the bare page; for search, the bare search page (reached through one hop in the browser
 *   for an English browser, which the storefront sends on to its English page); and the bare page
 *   showing the consent banner for a page whose largest paint is that banner (a first visit is asked
 *   for consent);
 * - first-load JavaScript of the page reached, gzipped, read from the build by
 *   src/performance/page-weight.ts, and its ratio to the bare page's.
 * Every page is asked for by its address without a language prefix, as links and search engines give
 * it: the English browser is measured from that request to the English page it is sent to.
 * Both sites are served by the same plain static server on localhost. The median run's JSON reports
 * are kept in bench/out/pages/.
 * Usage: `npx tsx bench/pages.ts [--runs N] [--no-build] [--page LABEL]…` (`--page search`: that page,
 * in both languages, and the bare ones only).
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
import { BARE_SITE, ROOT } from "../scripts/gatsby-build";
import { BARE_SEARCH_SITE, gatsbyBuild, kb, median } from "./support/build";
import { serveStatic } from "../scripts/hosting/static-host";

const CHROME_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
/** The issue's targets, against the bare page of the same run. */
const TARGET_SCORE_BELOW_BARE = 2;
const TARGET_LCP_OVER_BARE_MS = 400;
const TARGET_TBT_OVER_BARE_MS = 50;
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

/** The browser's language: headless Chromium on Linux ignores --lang; this sets navigator.languages
 * and Accept-Language. */
type BrowserLanguage = "nl-NL" | "en-US";

interface Page {
  label: string;
  site: Site;
  path: string;
  browser: BrowserLanguage;
}

/** Each page type by its unprefixed address; search asks for a word in the browser's language. */
const PAGE_TYPES = [
  { label: "home", path: () => "/" },
  { label: "category", path: () => "/categories/baby-carriers/" },
  { label: "product", path: () => "/products/baby-carrier-one/" },
  { label: "bundle", path: () => "/bundles/sleep-set/" },
  { label: "guide", path: () => "/guides/babywearing-guide/" },
  { label: "stores", path: () => "/stores/" },
  { label: "cart", path: () => "/cart/" },
  { label: "checkout", path: () => "/checkout/" },
  { label: "confirmation", path: () => "/order-confirmation/" },
  {
    label: "search",
    path: (browser: BrowserLanguage) => `/search/?q=${browser === "nl-NL" ? "draagzak" : "carrier"}`,
  },
];
const BROWSERS: BrowserLanguage[] = ["nl-NL", "en-US"];
// The floor of a search results page with the same SDK and service: see bench/bare-search-site.
const BARE_SEARCH_PAGE: Page = {
  label: "SDK and one search",
  site: BARE_SEARCH,
  path: "/?q=draagzak",
  browser: "nl-NL",
};
// The same, reached through one hop in the browser: the floor of an English browser's search.
const BARE_SEARCH_REDIRECTED_PAGE: Page = {
  ...BARE_SEARCH_PAGE,
  label: "SDK and one search, through a hop",
  path: "/redirected/?q=draagzak",
};
const BARE_PAGE: Page = { label: "bare Gatsby", site: BARE, path: "/", browser: "nl-NL" };
// The floor of a page whose largest paint is the consent banner a first visit is asked with.
const BARE_CONSENT_PAGE: Page = {
  label: "bare Gatsby + consent banner",
  site: BARE,
  path: "/consent/",
  browser: "nl-NL",
};

const chosen = args.flatMap((arg, index) => (args[index - 1] === "--page" ? [arg] : []));
const STOREFRONT_PAGES: Page[] = PAGE_TYPES.filter(
  (type) => !chosen.length || chosen.includes(type.label),
).flatMap((type) =>
  BROWSERS.map((browser) => ({ label: type.label, site: STOREFRONT, path: type.path(browser), browser })),
);
const PAGES: Page[] = [
  ...STOREFRONT_PAGES,
  ...(!chosen.length || chosen.includes("search") ? [BARE_SEARCH_PAGE, BARE_SEARCH_REDIRECTED_PAGE] : []),
  BARE_PAGE,
  BARE_CONSENT_PAGE,
];

/**
 * Lighthouse, loaded by Node's own ESM loader: a static import here goes through tsx's transform,
 * whose keepNames adds `__name(…)` calls to the functions Lighthouse sends into the page, where
 * `__name` is not defined ("ReferenceError: __name is not defined" in computeBenchmarkIndex).
 */
const loadLighthouse = async () => (await import("lighthouse")).default;

/** One Lighthouse run in a Chromium of its own, killed whatever happens. */
async function lighthouseRun(url: string, browser: BrowserLanguage): Promise<Result> {
  const lighthouse = await loadLighthouse();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, `--accept-lang=${browser}`],
      logLevel: "silent",
    });
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

/** The element Lighthouse found as the largest paint, by its CSS selector. */
const lcpElement = (lhr: Result): string => {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details && "items" in details ? (details.items[0] as { items?: unknown[] }) : undefined;
  const item = table?.items?.[0] as { node?: { selector?: string } } | undefined;
  return item?.node?.selector ?? "";
};

/** Whether the largest paint is the consent banner's (the library's consent modal, `.cm`, and its parts). */
const lcpInConsentBanner = (lhr: Result): boolean =>
  /(^|[\s>])[a-z0-9]*[.#]cm(__[a-z]+)?(?![\w-])/.test(lcpElement(lhr));

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ");

/** The path of the page a run ended on: the English page an English browser was sent to. */
const reachedPath = (lhr: Result): string => new URL(lhr.finalDisplayedUrl).pathname;

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
  try {
    console.log(`Lighthouse, ${runs} runs per page, pages interleaved…`);
    for (let run = 0; run < runs; run += 1) {
      for (const page of PAGES) {
        const lhr = await lighthouseRun(new URL(page.path, base(page.site)).toString(), page.browser);
        results.get(page)?.push(lhr);
        console.log(
          `  run ${run + 1} ${page.label.padEnd(12)} ${page.browser} perf ${score(lhr, "performance")} a11y ${score(lhr, "accessibility")}`,
        );
      }
    }
  } finally {
    search.kill();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }

  const medians = (page: Page) => {
    const all = results.get(page) ?? [];
    const lhr = medianRun(all);
    return {
      all,
      lhr,
      perf: median(all.map((r) => score(r, "performance"))),
      lcp: metric(lhr, "largest-contentful-paint"),
      tbt: metric(lhr, "total-blocking-time"),
      js: pageWeight(page.site.root, reachedPath(lhr)).js,
    };
  };
  const bare = medians(BARE_PAGE);
  const bareSearch = PAGES.includes(BARE_SEARCH_PAGE) ? medians(BARE_SEARCH_PAGE) : undefined;
  const bareSearchRedirected = PAGES.includes(BARE_SEARCH_REDIRECTED_PAGE)
    ? medians(BARE_SEARCH_REDIRECTED_PAGE)
    : undefined;
  /** The bare search page as the browser reaches it: a browser of another language takes one hop. */
  const searchFloor = (page: Page) =>
    page.browser === "en-US" && bareSearchRedirected ? bareSearchRedirected : bareSearch;
  const bareConsent = medians(BARE_CONSENT_PAGE);
  /**
   * The floor a page's paint and blocking time are held to: a search page's is the bare search page
   * (no page shows results before a search has answered); a page whose largest paint is the consent
   * banner, the bare page showing that banner; any other, the bare page.
   */
  const floor = (page: Page, m: ReturnType<typeof medians>) =>
    page.label === "search" && bareSearch
      ? (searchFloor(page) ?? bareSearch)
      : lcpInConsentBanner(m.lhr)
        ? bareConsent
        : bare;
  /** The targets a storefront page misses. */
  const missed = (page: Page, m: ReturnType<typeof medians>) =>
    [
      page.label !== "search" && m.perf < bare.perf - TARGET_SCORE_BELOW_BARE && "perf",
      page.label === "search" &&
        bareSearch &&
        m.perf < (searchFloor(page) ?? bareSearch).perf &&
        "perf < bare search",
      m.lcp > floor(page, m).lcp + TARGET_LCP_OVER_BARE_MS && "LCP",
      m.tbt > floor(page, m).tbt + TARGET_TBT_OVER_BARE_MS && "TBT",
      longestTask(m.lhr) > TARGET_LONG_TASK_MS && "task",
      m.js / bare.js > TARGET_JS_RATIO && "JS",
    ].filter(Boolean);
  const widths = [40, 7, 5, 5, 7, 7, 6, 9, 10, 7, 9];
  const rows = PAGES.map((page) => {
    const m = medians(page);
    const slug = `${page.site.name}-${page.label}-${page.browser}`.replace(/\W+/g, "-");
    writeFileSync(path.join(OUT, `${slug}.json`), JSON.stringify(m.lhr, null, 1));
    const asked = new URL(page.path, "http://localhost").pathname;
    const reached = [...new Set(m.all.map(reachedPath))].filter((reachedAt) => reachedAt !== asked);
    const misses = page.site === STOREFRONT ? missed(page, m) : [];
    return {
      page,
      lhr: m.lhr,
      reached,
      cells: [
        `${page.site.name} ${page.path}${reached.length ? ` → ${reached.map((at) => (at === `/en-US${asked}` ? "/en-US/…" : at)).join(", ")}` : ""}`,
        page.browser,
        m.perf.toFixed(0),
        median(m.all.map((r) => score(r, "accessibility"))).toFixed(0),
        `${(m.lcp / 1000).toFixed(2)} s`,
        `${m.tbt.toFixed(0)} ms`,
        metric(m.lhr, "cumulative-layout-shift").toFixed(3),
        `${longestTask(m.lhr).toFixed(0)} ms`,
        kb(m.js),
        `${(m.js / bare.js).toFixed(2)}×`,
        page.site !== STOREFRONT ? "" : misses.length ? `missed: ${misses.join(", ")}` : "met",
      ],
    };
  });

  const header = [
    "page (→ page reached)",
    "browser",
    "perf",
    "a11y",
    "LCP",
    "TBT",
    "CLS",
    "long task",
    "JS gzip",
    "× bare",
    "targets",
  ];
  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile, simulated throttling), median of ${runs}:\n`,
  );
  console.log(pad(header, widths));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(pad(row.cells, widths));
  console.log(
    [
      `\nTargets: performance ≥ the bare page's − ${TARGET_SCORE_BELOW_BARE} (${bare.perf - TARGET_SCORE_BELOW_BARE})`,
      bareSearch
        ? ` and, for search, ≥ the bare search page's (${bareSearch.perf}; ${bareSearchRedirected?.perf ?? "?"} reached through a hop, for an English browser)`
        : "",
      `; LCP ≤ the floor's + ${TARGET_LCP_OVER_BARE_MS} ms and TBT ≤ the floor's + ${TARGET_TBT_OVER_BARE_MS} ms,`,
      ` where the floor is the bare page (LCP ${((bare.lcp + TARGET_LCP_OVER_BARE_MS) / 1000).toFixed(2)} s, TBT ${(bare.tbt + TARGET_TBT_OVER_BARE_MS).toFixed(0)} ms)`,
      bareSearch
        ? `, for search the bare search page as the browser reaches it (${[bareSearch, bareSearchRedirected].flatMap((floor) => (floor ? [`${((floor.lcp + TARGET_LCP_OVER_BARE_MS) / 1000).toFixed(2)} s, ${(floor.tbt + TARGET_TBT_OVER_BARE_MS).toFixed(0)} ms`] : [])).join("; through a hop ")})`
        : "",
      `, and for a page whose largest paint is the consent banner the bare page showing it (${((bareConsent.lcp + TARGET_LCP_OVER_BARE_MS) / 1000).toFixed(2)} s, ${(bareConsent.tbt + TARGET_TBT_OVER_BARE_MS).toFixed(0)} ms)`,
      `; no task over ${TARGET_LONG_TASK_MS} ms; first-load JS of the page reached ≤ ${TARGET_JS_RATIO}× bare.`,
    ].join(""),
  );
  const env = rows[0]?.lhr.environment;
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores; ${env?.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? ""}, benchmarkIndex ${env?.benchmarkIndex ?? "?"}; ${new Date().toISOString()}`,
  );

  console.log("\nFindings (median run of each page; both sites served gzipped by the same static server):");
  for (const { page, lhr } of rows) {
    console.log(`  ${page.site.name} ${page.path} (${page.browser})`);
    console.log(`    accessibility failures: ${accessibilityFailures(lhr).join(", ") || "none"}`);
    console.log(`    opportunities: ${opportunities(lhr).slice(0, 5).join(", ") || "none"}`);
    console.log(`    diagnostics: ${diagnostics(lhr).join(", ") || "none"}`);
    console.log(`    largest paint: ${lcpElement(lhr) || "none found"}`);
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

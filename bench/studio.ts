/**
 * The content studio at /admin/ (Decap CMS with the site's collections, checks and link preview) beside
 * the same Decap CMS with a bare configuration (bench/studio/bare-decap.ts: the same link folders,
 * Decap's own yaml format, widgets and preview), both on Decap's local backend over the same content,
 * in one run, in Chromium:
 * - open: ms from the navigation to /admin/ to the first collection's entry list painted, in a new page
 *   of a context logged in to the local backend: a first visit (without any cache, as after a deploy) and
 *   a returning one (its scripts cached and compiled code kept, from the third load on); with today's
 *   campaign links and with them ×10;
 * - key → preview, with the links ×10: ms from each key typed into a new link's "Short link" (keydown,
 *   capture phase) to the first change of the preview's document after it, p50 and p95 over every key;
 * - a link, with the links ×10: ms from its collection's list to its form and preview shown;
 * - save, with the links ×10: ms from "Publish now" to the local backend's answer (its checks and the
 *   atomic write included) and to Decap's "Entry saved".
 * Median of N runs (default 5), each in a fresh context, the sites interleaved. The studio is the
 * published one (src/build/studio-files.ts), served by the plain static host.
 * Usage: `npx tsx bench/studio.ts [--runs N]`.
 */
import type { Browser } from "@playwright/test";
import { median } from "./support/build";
import { launchChromium } from "./support/chromium";
import {
  keysToPreview,
  linkTimes,
  logIn,
  openTime,
  TYPED,
  type LinkTimes,
  type OpenTime,
} from "./studio/measure-studio";
import { startStudioSites, type StudioSites } from "./studio/studio-sites";

/** The targets. */
const TARGET_OPEN_MS = 2000;
const TARGET_KEY_MS = 100;
const TARGET_LINK_MS = 500;
const TARGET_SAVE_MS = 200;
/** Today's campaign links, and ten times as many. */
const FACTORS = [1, 10];
/** The table the keystrokes, a link's opening and its save are measured at. */
const KEYS_FACTOR = 10;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;

type App = "studio" | "bare";
const APPS: App[] = ["studio", "bare"];

interface Figures {
  cold: OpenTime[];
  cached: OpenTime[];
  keys: number[];
  links: LinkTimes[];
}

/** The value below which `share` of `values` lie (nearest rank). */
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};

/** One run of one app on one table: a fresh context, logged in, then the timed opens and keys. */
async function measure(browser: Browser, sites: StudioSites, app: App, figures: Figures): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const url = sites[app];
    await logIn(context, url);
    const cold = await openTime(context, url, false);
    // Chromium keeps a cached script's compiled code from its second load on: the open after that is timed.
    await openTime(context, url, true);
    const cached = await openTime(context, url, true);
    figures.cold.push(cold);
    figures.cached.push(cached);
    const keys = sites.factor === KEYS_FACTOR ? await keysToPreview(context, url) : [];
    figures.keys.push(...keys);
    const link = sites.factor === KEYS_FACTOR ? await linkTimes(context, url) : undefined;
    if (link) figures.links.push(link);
    const typed = keys.length ? `, keys p50 ${percentile(keys, 0.5).toFixed(0)} ms` : "";
    const edited = link
      ? `, link ${link.open.toFixed(0)} ms, save ${link.saveAnswered.toFixed(0)}/${link.saveNoticed.toFixed(0)} ms`
      : "";
    return `first visit ${cold.ms.toFixed(0)} ms, returning ${cached.ms.toFixed(0)} ms${typed}${edited}`;
  } finally {
    await context.close();
  }
}

/** The open whose time is the median (for an even count, the lower middle). */
const medianRun = (opens: readonly OpenTime[]): OpenTime => {
  const sorted = [...opens].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const pad = (cells: string[], widths: readonly number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ");

async function main() {
  const all: StudioSites[] = [];
  const figures = new Map<string, Figures>();
  const of = (sites: StudioSites, app: App): Figures => {
    const key = `${sites.factor} ${app}`;
    if (!figures.has(key)) figures.set(key, { cold: [], cached: [], keys: [], links: [] });
    return figures.get(key)!;
  };
  let browser: Browser | undefined;
  try {
    // One after another: the local backend takes its folder from the environment as it starts.
    for (const factor of FACTORS) all.push(await startStudioSites(factor));
    browser = await launchChromium();
    console.log(
      `${runs} runs, each in a fresh logged-in context; typed into a new link's "Short link": "${TYPED}"`,
    );
    for (let run = 0; run < runs; run += 1)
      for (const sites of all)
        for (const app of APPS) {
          const line = await measure(browser, sites, app, of(sites, app));
          console.log(`  run ${run + 1} ×${sites.factor} ${app.padEnd(6)} ${line}`);
        }
  } finally {
    await browser?.close();
    for (const sites of all) await sites.close();
  }

  const widths = [46, 8, 10, 9, 4];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const row = (label: string, value: (f: Figures) => number, target: number, sites: StudioSites) => {
    const studio = value(of(sites, "studio"));
    return pad(
      [label, ms(studio), ms(value(of(sites, "bare"))), `< ${ms(target)}`, studio < target ? "yes" : "NO"],
      widths,
    );
  };
  const lines = [
    pad(["figure", "studio", "bare Decap", "target", "met?"], widths),
    pad(
      widths.map((width) => "-".repeat(width)),
      widths,
    ),
    ...all.flatMap((sites) => {
      const table = `×${sites.factor}, ${sites.links} links`;
      return [
        row(
          `open, ${table}, first visit`,
          (f) => median(f.cold.map((open) => open.ms)),
          TARGET_OPEN_MS,
          sites,
        ),
        row(
          `open, ${table}, returning`,
          (f) => median(f.cached.map((open) => open.ms)),
          TARGET_OPEN_MS,
          sites,
        ),
        ...(sites.factor === KEYS_FACTOR
          ? [
              row(`key → preview p50, ${table}`, (f) => percentile(f.keys, 0.5), TARGET_KEY_MS, sites),
              row(`key → preview p95, ${table}`, (f) => percentile(f.keys, 0.95), TARGET_KEY_MS, sites),
              row(
                `a link opened, ${table}`,
                (f) => median(f.links.map((l) => l.open)),
                TARGET_LINK_MS,
                sites,
              ),
              row(
                `save answered, ${table}`,
                (f) => median(f.links.map((l) => l.saveAnswered)),
                TARGET_SAVE_MS,
                sites,
              ),
              row(
                `save → "Entry saved", ${table}`,
                (f) => median(f.links.map((l) => l.saveNoticed)),
                TARGET_SAVE_MS,
                sites,
              ),
            ]
          : []),
      ];
    }),
  ];
  const keyCount = of(
    all.find((sites) => sites.factor === KEYS_FACTOR)!,
    "studio",
  ).keys.length;
  console.log(
    `\nOpen: median of ${runs}; key → preview: over ${keyCount} keys (${[...TYPED].length} × ${runs} runs).`,
  );
  console.log(lines.join("\n"));
  console.log("\nWhere a first visit's time goes (its median run; ms from the navigation):");
  for (const sites of all)
    for (const app of APPS)
      console.log(`  ×${sites.factor} ${app.padEnd(6)} ${medianRun(of(sites, app).cold).steps}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

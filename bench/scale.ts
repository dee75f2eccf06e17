/**
 * Campaign links at scale: the table at ×1, ×10, ×100 and ×1000 of today's links (generated siblings of
 * each link, see scaledContent), and for each the CDN rules (one per country, and compacted), the size
 * of their `_redirects` lines, the edge function's module (against Netlify's 20 MB compressed limit)
 * and its time per request in Deno (against Netlify's 50 ms of CPU), beside a bare edge function that
 * answers every request with one fixed 301, measured in the same run; and a cold build of the default
 * shop with the table and the catalogue scaled (the catalogue at most ×100, 4,600 products): its time and
 * the most memory its processes held at once, beside the same build of today's content, and beside two
 * floors built in the same run: a bare Gatsby site, and one page with the storefront's plugins and the
 * packages its browser code loads and no content (bench/bare-packages-site).
 * Usage: `npx tsx bench/scale.ts [--factors 1,10,100,1000] [--builds 1,10,100,1000]`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { compactRules } from "../src/redirects/compact-rules";
import { slugOf } from "../src/redirects/rule";
import { edgeFunctionModule } from "../src/build/edge-function-file";
import { loadCampaignLinks } from "../src/build/load-campaign-links";
import { scaledContent, scaledEnv } from "./scaled-content";
import { FRESH_ENGINE_CATALOGUE } from "../tests/support/fresh-engine-offers";
import { BARE_SITE, ROOT } from "../scripts/gatsby-build";
import { BARE_PACKAGES_SITE } from "./support/build";
import { measureCommand, type Measured } from "./support/peak-memory";

const EDGE_LIMIT_BYTES = 20 * 1024 * 1024;
const VISITS = 20_000;
const COUNTRIES = ["DE", "NL", "US", "GB", "FR", "AT", "BE", "PL", "JP", "BR", "ZA", ""];

const BARE_FUNCTION = `export default () => new Response(null, { status: 301, headers: { location: "https://www.babyshop.example/" } });`;

interface Scale {
  factor: number;
  links: number;
  rules: number;
  compactRules: number;
  redirectsBytes: number;
  moduleBytes: number;
  moduleGzipBytes: number;
  p50: number;
  p99: number;
}

const { values } = parseArgs({
  options: {
    factors: { type: "string", default: "1,10,100,1000" },
    builds: { type: "string", default: "1,10,100,1000" },
  },
});
const factors = values.factors.split(",").map(Number);
const buildFactors = values.builds.split(",").filter(Boolean).map(Number);
/** The catalogue grows with the table up to this factor: 4,600 products, each a page in two languages. */
const CATALOGUE_LIMIT = 100;
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");
const deno = path.join(ROOT, "node_modules", ".bin", "deno");
const work = mkdtempSync(path.join(os.tmpdir(), "scale-"));

/** The `_redirects` lines of `rules` as the Netlify adapter writes them. */
const redirectsText = (rules: ReturnType<typeof compactRules>) =>
  rules
    .map(({ fromPath, toPath, countries }) =>
      [fromPath, toPath, "301!", ...(countries ? [`Country=${countries.join(",")}`] : [])].join("  "),
    )
    .join("\n");

/** Microseconds per request of the module in Deno, p50 and p99, over visits spread over `slugs`. */
function lookups(module: string, slugs: readonly string[]): { p50: number; p99: number } {
  const file = path.join(work, "function.js");
  writeFileSync(file, module);
  const visits = Array.from({ length: VISITS }, (_, i) => ({
    path: `/redirects/${slugs[(i * 7919) % slugs.length]}/`,
    country: COUNTRIES[i % COUNTRIES.length],
  }));
  writeFileSync(path.join(work, "visits.json"), JSON.stringify(visits));
  const run = spawnSync(
    deno,
    [
      "run",
      "--no-prompt",
      `--allow-read=${work}`,
      path.join(__dirname, "scale", "time-lookups.mjs"),
      file,
      path.join(work, "visits.json"),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`Deno did not run the function: ${run.stderr}`);
  const micros = JSON.parse(run.stdout) as number[];
  const at = (q: number) => micros[Math.min(micros.length - 1, Math.floor(q * micros.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

async function measure(factor: number): Promise<Scale> {
  const content = scaledContent(path.join(ROOT, "content"), { rules: factor, products: 1 });
  try {
    const { redirects } = loadCampaignLinks(ROOT, content);
    const compact = compactRules(redirects.rules);
    const module = await edgeFunctionModule(ROOT, redirects.rules);
    const slugs = [...new Set(redirects.rules.map((rule) => slugOf(rule.fromPath)))];
    return {
      factor,
      links: redirects.entries.length,
      rules: redirects.rules.length,
      compactRules: compact.length,
      redirectsBytes: Buffer.byteLength(redirectsText(compact)),
      moduleBytes: Buffer.byteLength(module),
      moduleGzipBytes: gzipSync(module).length,
      ...lookups(module, slugs),
    };
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}

/** A cold build of the default shop from `contentDir` (or of `cwd`'s site): Gatsby's cache cleared first. */
async function coldBuild(contentDir?: string, cwd = ROOT): Promise<Measured> {
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
    ...(contentDir && scaledEnv(contentDir)),
  };
  await measureCommand(process.execPath, [GATSBY, "clean"], { cwd, env });
  return measureCommand(process.execPath, [GATSBY, "build"], { cwd, env });
}

interface ScaledBuild extends Measured {
  factor: number;
  products: number;
}

async function scaledBuild(factor: number): Promise<ScaledBuild> {
  const products = Math.min(factor, CATALOGUE_LIMIT);
  const content = scaledContent(path.join(ROOT, "content"), { rules: factor, products });
  try {
    return { factor, products, ...(await coldBuild(content)) };
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : mb(bytes));
const us = (micros: number) => `${micros.toFixed(1)} µs`;

async function main(): Promise<void> {
  const bare = lookups(BARE_FUNCTION, ["bare"]);
  const scales: Scale[] = [];
  for (const factor of factors) {
    scales.push(await measure(factor));
    console.error(`measured ×${factor}`);
  }
  console.log(
    "figure              | " +
      scales.map((s) => `×${s.factor}`.padStart(11)).join(" | ") +
      " | bare fn   | target",
  );
  const row = (name: string, cell: (s: Scale) => string, bareCell = "", target = "") =>
    console.log(
      `${name.padEnd(19)} | ${scales.map((s) => cell(s).padStart(11)).join(" | ")} | ${bareCell.padEnd(9)} | ${target}`,
    );
  row("links", (s) => String(s.links));
  row("rules per country", (s) => String(s.rules));
  row("CDN rules, compact", (s) => String(s.compactRules));
  row("_redirects lines", (s) => kb(s.redirectsBytes));
  row("edge module", (s) => kb(s.moduleBytes), kb(Buffer.byteLength(BARE_FUNCTION)));
  row("edge module, gzip", (s) => kb(s.moduleGzipBytes), "", `≤ ${mb(EDGE_LIMIT_BYTES)}`);
  row("lookup p50", (s) => us(s.p50), us(bare.p50));
  row("lookup p99", (s) => us(s.p99), us(bare.p99), "≤ 1000 µs at ×1000");
  rmSync(work, { recursive: true, force: true });
  if (buildFactors.length)
    printBuilds(await measureBuilds(), {
      "bare Gatsby": await coldBuild(undefined, BARE_SITE),
      "its packages": await coldBuild(undefined, BARE_PACKAGES_SITE),
    });
}

/** Each scaled build, then today's content built again: what the other benchmarks and tests find. */
async function measureBuilds(): Promise<ScaledBuild[]> {
  const builds: ScaledBuild[] = [];
  try {
    for (const factor of buildFactors) {
      builds.push(await scaledBuild(factor));
      console.error(`built ×${factor}`);
    }
  } finally {
    await coldBuild();
  }
  return builds;
}

/** The scaled builds, beside the floors built in the same run. */
function printBuilds(builds: ScaledBuild[], floors: Record<string, Measured>): void {
  const columns = [
    ...builds.map((build) => ({ ...build, title: `×${build.factor}` })),
    ...Object.entries(floors).map(([title, floor]) => ({ ...floor, title, products: 0 })),
  ];
  console.log("");
  console.log(`cold build          | ${columns.map((c) => c.title.padStart(12)).join(" | ")} | target`);
  const row = (name: string, cell: (b: Omit<ScaledBuild, "factor">) => string, target = "") =>
    console.log(`${name.padEnd(19)} | ${columns.map((c) => cell(c).padStart(12)).join(" | ")} | ${target}`);
  row("catalogue", (b) => (b.products ? `×${b.products}` : "none"));
  row("time", (b) => `${b.seconds.toFixed(0)} s`, "≤ 180 s at ×100");
  row("peak memory", (b) => mb(b.peakBytes), "≤ 1,024 MB at ×100");
}

void main();

/**
 * Campaign redirects, measured in one run against one static server:
 * - time from navigation to the request for the target page, median of interleaved cold runs, for
 *   the storefront's stub, a bare one-line stub to the same target, and Gatsby's own browser
 *   redirect with the same rules (built into a bare Gatsby site);
 * - the app bundle with and without the rules, and whether the storefront's carries any of them.
 * Usage: `npx tsx bench/redirects.ts [--runs N] [--no-build]`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { loadCampaignLinks } from "../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../src/redirects/resolve";
import { BARE_SITE, ROOT } from "../scripts/gatsby-build";
import { appBundle, gatsbyBuild, kb, median } from "./support/build";
import { launchChromium } from "./support/chromium";
import { serveStatic } from "../scripts/hosting/static-host";

const SLUG = "qr-kitchen-1";
const COUNTRY = "de";
const OUT = path.join(ROOT, "bench", "out", "redirects");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 25;

async function main() {
  const { rules } = loadCampaignLinks(ROOT).redirects;
  const slugRules = rulesFor(indexRules(rules), SLUG) ?? [];
  const target = resolveRule(slugRules, COUNTRY).toPath;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  if (!args.includes("--no-build")) {
    console.log("Building the storefront and a bare Gatsby site with and without the rules…");
    gatsbyBuild(ROOT);
  }
  const rulesFile = path.join(OUT, "rules.json");
  writeFileSync(rulesFile, JSON.stringify(rules));
  gatsbyBuild(BARE_SITE);
  const bareApp = appBundle(path.join(BARE_SITE, "public"));
  gatsbyBuild(BARE_SITE, { REDIRECT_RULES: rulesFile });
  const bareAppWithRules = appBundle(path.join(BARE_SITE, "public"));
  const storefrontApp = appBundle(path.join(ROOT, "public"));
  const campaigns = new Set(rules.map((rule) => new URL(rule.toPath).searchParams.get("utm_campaign") ?? ""));
  const storefrontScripts = readdirSync(path.join(ROOT, "public")).filter(
    (f) => f.endsWith(".js") && f !== "sw.js",
  );
  const tableBytesInStorefront = storefrontScripts.some((file) => {
    const source = readFileSync(path.join(ROOT, "public", file), "utf8");
    return [...campaigns].some((campaign) => campaign && source.includes(`utm_campaign=${campaign}`));
  });

  // A bare stub: one line that knows its target, nothing else.
  const bareStubs = path.join(OUT, "bare-stubs");
  mkdirSync(path.join(bareStubs, "redirects", SLUG), { recursive: true });
  writeFileSync(
    path.join(bareStubs, "redirects", SLUG, "index.html"),
    `<!doctype html><script>location.replace(${JSON.stringify(target)})</script>`,
  );

  const variants = [
    { name: "storefront stub", root: path.join(ROOT, "public"), port: 9301 },
    { name: "bare one-line stub", root: bareStubs, port: 9302 },
    { name: "Gatsby browser redirect", root: path.join(BARE_SITE, "public"), port: 9303 },
  ];
  const servers: Server[] = await Promise.all(variants.map((v) => serveStatic(v.root, v.port)));
  const times = new Map(variants.map((v) => [v.name, [] as number[]]));
  const landed = new Map<string, string>();
  const browser = await launchChromium();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const variant of variants) {
        const context = await browser.newContext({ locale: "nl", timezoneId: "UTC" });
        let reached = 0;
        await context.route(/^https:\/\/[^/]*\.example\//, (route) => {
          reached ||= performance.now();
          landed.set(variant.name, route.request().url());
          return route.fulfill({ contentType: "text/html", body: "shop" });
        });
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`http://localhost:${variant.port}/redirects/${SLUG}/?country=${COUNTRY}`, {
          waitUntil: "commit",
        });
        await page.waitForURL(/\.example\//, { waitUntil: "commit", timeout: 15_000 });
        times.get(variant.name)?.push(reached - started);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
    // The bare site other benchmarks and the budgets compare with has no rules.
    gatsbyBuild(BARE_SITE);
  }

  const stub = median(times.get("storefront stub") ?? []);
  const bare = median(times.get("bare one-line stub") ?? []);
  const gatsby = median(times.get("Gatsby browser redirect") ?? []);
  console.log(
    `\nTime to reach the target of /redirects/${SLUG}/?country=${COUNTRY}, median of ${runs} cold runs:`,
  );
  for (const variant of variants) {
    const ms = median(times.get(variant.name) ?? []);
    const right = landed.get(variant.name) === target ? "right shop" : `WRONG: ${landed.get(variant.name)}`;
    console.log(`  ${variant.name.padEnd(26)} ${ms.toFixed(0).padStart(5)} ms  (${right})`);
  }
  console.log(`  stub / bare stub:           ${(stub / bare).toFixed(2)}×  (target ≤ 1.10×)`);
  console.log(`  Gatsby redirect / stub:     ${(gatsby / stub).toFixed(2)}×`);
  console.log(`\nApp bundle (app-*.js), every page loads it:`);
  console.log(`  bare Gatsby:                ${kb(bareApp.raw)} raw, ${kb(bareApp.gzip)} gzipped`);
  console.log(
    `  bare Gatsby + ${rules.length} rules:     ${kb(bareAppWithRules.raw)} raw, ${kb(bareAppWithRules.gzip)} gzipped`,
  );
  console.log(
    `  storefront:                 ${kb(storefrontApp.raw)} raw, ${kb(storefrontApp.gzip)} gzipped`,
  );
  console.log(`  redirect table in the storefront's scripts: ${tableBytesInStorefront ? "YES" : "0 bytes"}`);
  const stubSize = readFileSync(path.join(ROOT, "public", "redirects", SLUG, "index.html")).length;
  console.log(`  ${SLUG} stub: ${kb(stubSize)} for ${slugRules.length} rules`);
}

void main();

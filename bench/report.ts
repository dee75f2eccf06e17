/**
 * `npm run bench`: every benchmark in one run, beside a bare Gatsby page built in the same run, printed
 * and written to docs/performance.md with the machine and the date:
 * - Lighthouse mobile performance, LCP, TBT and CLS per page type (bench/pages.ts);
 * - input to next paint of frequent interactions, 4× CPU slowdown (bench/interactions.ts);
 * - time to the target for a redirect stub, a bare stub and Gatsby's own redirect (bench/redirects.ts);
 * - build time for the default shop, every shop, and the table and catalogue scaled 10×
 *   (bench/build-times.ts);
 * - keystroke to suggestions, the search service under load and search relevance, each figure beside
 *   the last recorded one and with every query of the set (bench/search.ts);
 * - the search page's first result against the bare search page's (bench/first-result.ts);
 * - the content studio's open time and keystroke to preview against bare Decap CMS's (bench/studio.ts);
 * - the checkout against the commerce engine beside the same calls made straight, 50 shoppers racing
 *   for 9 units, the engine's start time and memory (bench/commerce.ts);
 * - campaign links at ×1 to ×1000: CDN rules, the edge function's size and lookup time, and the build's
 *   time and peak memory (bench/scale.ts);
 * - the byte budgets `npm test` enforces (scripts/check-budgets.ts).
 * Usage: `npm run bench [-- --skip-shops]` (building every shop one by one takes a while).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildTimes, describeBuildTimes } from "./build-times";
import { ROOT } from "../scripts/gatsby-build";
import { gatsbyBuild } from "./support/build";

const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");

/** Runs one benchmark script and returns what it printed (it also shows as it runs). */
function run(script: string, ...args: string[]): string {
  console.log(`\n$ tsx ${script} ${args.join(" ")}`);
  const output = execFileSync(process.execPath, [TSX, script, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(output);
  return output.trim();
}

/** A section of the report; tables padded to the right lose their trailing blanks (as Prettier wants). */
const block = (title: string, command: string, text: string) =>
  [`## ${title}`, "", `\`${command}\``, "", "```", text.replace(/[ \t]+$/gm, ""), "```", ""].join("\n");

async function main() {
  const started = Date.now();
  const sections: string[] = [];

  console.log("Build times (cold builds, one after another)…");
  const times = buildTimes({ shops: !process.argv.includes("--skip-shops") });
  const buildLines = describeBuildTimes(times).join("\n");
  console.log(buildLines);
  sections.push(
    block(
      "Build time",
      "npx tsx bench/build-times.ts",
      `${buildLines}\n\ntarget: build time grows no faster than linearly with the table and the catalogue`,
    ),
  );

  sections.push(block("Lighthouse, mobile", "npx tsx bench/pages.ts", run("bench/pages.ts")));
  // On the build bench/pages.ts made, with the search service it serves.
  sections.push(
    block("Interactions, 4× CPU slowdown", "npx tsx bench/interactions.ts", run("bench/interactions.ts")),
  );
  sections.push(block("Campaign redirects", "npx tsx bench/redirects.ts", run("bench/redirects.ts")));
  sections.push(block("Search", "npx tsx bench/search.ts", run("bench/search.ts")));
  sections.push(
    block(
      "Search page, the HTML's first byte to the first result painted",
      "npx tsx bench/first-result.ts",
      run("bench/first-result.ts"),
    ),
  );
  sections.push(block("Content studio", "npx tsx bench/studio.ts", run("bench/studio.ts")));
  sections.push(block("Commerce engine", "npx tsx bench/commerce.ts", run("bench/commerce.ts")));
  sections.push(block("Campaign links at scale", "npx tsx bench/scale.ts", run("bench/scale.ts")));
  gatsbyBuild(ROOT);
  sections.push(
    block("Byte budgets (what npm test enforces)", "npm run budgets", run("scripts/check-budgets.ts")),
  );

  const chromium = execFileSync(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"], {
    encoding: "utf8",
  }).trim();
  const machine = `${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; ${chromium}`;
  const report = [
    "# Performance report",
    "",
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${Math.round((Date.now() - started) / 60000)} minutes).`,
    `Machine: ${machine}. Timings on a shared machine are noisy: compare figures measured in the same run.`,
    "",
    ...sections,
  ].join("\n");
  mkdirSync(path.join(ROOT, "docs"), { recursive: true });
  writeFileSync(path.join(ROOT, "docs", "performance.md"), report);
  console.log("\nWritten to docs/performance.md");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run develop` and warm builds, on copies of the project: `npx tsx bench/develop.ts [--edits 5]`.
 * Prints the development server's start time, the time from saving a product file to the open page
 * showing the change (median over the edits), and a cold build against warm ones after one product
 * edit each, with how many HTML files each wrote.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gatsbyBuild, median } from "./support/build";
import { launchChromium } from "./support/chromium";
import { startDevelop } from "../tests/support/develop";
import { copyProject } from "../tests/support/project-copy";

const args = process.argv.slice(2);
const edits = Number(args[args.indexOf("--edits") + 1]) || 5;
const PRODUCT = path.join("content", "catalogue", "products", "baby-carrier-one.yaml");
const NAME = "en-US: Baby Carrier One\n";

/** Gives the product a new English name; returns it. */
function rename(project: string, round: number): string {
  const name = `Baby Carrier One ${round}`;
  const file = path.join(project, PRODUCT);
  const text = readFileSync(file, "utf8");
  const current = text.match(/en-US: Baby Carrier One(?: \d+)?\n/)?.[0] ?? NAME;
  writeFileSync(file, text.replace(current, `en-US: ${name}\n`));
  return name;
}

/** HTML files under `dir` written after `since` (ms since the epoch), and all of them. */
function htmlWritten(dir: string, since: number): { written: number; total: number } {
  const files = (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => file.endsWith(".html"))
    .map((file) => statSync(path.join(dir, file)))
    .filter((stat) => stat.isFile());
  return { written: files.filter((stat) => stat.mtimeMs > since).length, total: files.length };
}

async function developFigures(): Promise<void> {
  const project = copyProject("bench-develop-");
  const develop = await startDevelop(project, { port: 9150, searchPort: 9350, studioPort: 9151 });
  const browser = await launchChromium();
  try {
    console.log(`npm run develop: ready after ${develop.startSeconds.toFixed(1)} s`);
    const page = await browser.newPage();
    await page.goto(`${develop.url}/en-US/products/baby-carrier-one/`);
    const heading = page.locator("main h1");
    await heading.waitFor();
    const times: number[] = [];
    for (let round = 1; round <= edits; round += 1) {
      const saved = performance.now();
      const name = rename(project, round);
      await page.waitForFunction((text) => document.querySelector("main h1")?.textContent === text, name, {
        timeout: 60_000,
      });
      times.push((performance.now() - saved) / 1000);
    }
    console.log(
      `save to updated page: median ${median(times).toFixed(2)} s over ${edits} edits (${times.map((t) => t.toFixed(2)).join(", ")})`,
    );
  } finally {
    await browser.close();
    await develop.stop();
    rmSync(project, { recursive: true, force: true });
  }
}

function buildFigures(): void {
  const project = copyProject("bench-build-");
  try {
    const cold = gatsbyBuild(project);
    const coldHtml = htmlWritten(path.join(project, "public"), 0);
    console.log(`cold build: ${cold.toFixed(1)} s, ${coldHtml.written} HTML files written`);
    // The first warm build also fills webpack's cache for the HTML renderer; the next ones show the steady state.
    for (const round of [1, 2]) {
      const before = Date.now();
      rename(project, round);
      const warm = gatsbyBuild(project);
      const { written, total } = htmlWritten(path.join(project, "public"), before);
      console.log(
        `warm build ${round} after one product edit: ${warm.toFixed(1)} s, ${written} of ${total} HTML files written`,
      );
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

async function main() {
  await developFigures();
  buildFigures();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

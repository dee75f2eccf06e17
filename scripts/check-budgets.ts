/** `npm test`'s byte budgets (`performance-budgets.json`), read from the end-to-end build in `public/`. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BARE_SITE, gatsbyBuild, ROOT } from "./gatsby-build";
import {
  budgetTable,
  builtSiteProblems,
  checkPages,
  type BudgetFile,
  type Stub,
} from "../src/performance/budgets";
import { firstLoadScripts, pageWeight } from "../src/performance/page-weight";
import { indexRules } from "../src/redirects/resolve";
import { slugOf } from "../src/redirects/rule";
import { stubArguments, stubInputFor } from "../src/redirects/stub";
import { loadBuildContent } from "../src/build/load-build-content";

const PUBLIC = path.join(ROOT, "public");
const EAGER_IMAGES = 3;

/** `ruleBytes` leaves out the country list every stub carries; a link without a stub is a problem. */
function stubs(): { built: (Stub & { targets: string[] })[]; missing: string[] } {
  const { redirects } = loadBuildContent(ROOT, process.env);
  const built = [];
  const missing = [];
  for (const [fromPath, rules] of indexRules(redirects.rules)) {
    const file = path.join(PUBLIC, "redirects", slugOf(fromPath), "index.html");
    if (!existsSync(file)) {
      missing.push(`${fromPath} has no stub page`);
      continue;
    }
    const { targets, shared, fallback, zones } = stubArguments(stubInputFor(rules));
    built.push({
      slug: slugOf(fromPath),
      bytes: readFileSync(file, "utf8").length,
      ruleBytes: [targets, shared, fallback, zones].reduce<number>(
        (sum, data) => sum + JSON.stringify(data).length,
        0,
      ),
      targets: rules.map((rule) => rule.toPath),
    });
  }
  return { built, missing };
}

function main(): number {
  if (!existsSync(path.join(PUBLIC, "webpack.stats.json"))) {
    console.error("No build in public/: run `npm run build` (or the end-to-end tests) first.");
    return 1;
  }
  if (!existsSync(path.join(BARE_SITE, "public", "webpack.stats.json"))) gatsbyBuild(BARE_SITE);
  const budgets = JSON.parse(readFileSync(path.join(ROOT, "performance-budgets.json"), "utf8")) as BudgetFile;
  const bareJs = pageWeight(path.join(BARE_SITE, "public"), "/").js;
  const rows = checkPages(budgets, (page) => pageWeight(PUBLIC, page), bareJs);

  const read = (name: string) => ({ name, content: readFileSync(path.join(PUBLIC, name), "utf8") });
  const allScripts = readdirSync(PUBLIC)
    .filter((name) => name.endsWith(".js"))
    .map(read);
  const firstLoad = [
    ...new Set(Object.values(budgets.pages).flatMap((page) => firstLoadScripts(PUBLIC, page.path))),
  ].map(read);
  const site = {
    stubs: stubs(),
    scripts: allScripts,
    firstLoad,
    pages: Object.values(budgets.pages).map(({ path: page }) => ({
      path: page,
      html: readFileSync(path.join(PUBLIC, page, "index.html"), "utf8"),
    })),
  };
  const problems = builtSiteProblems(site, budgets, EAGER_IMAGES);

  console.log(
    `Byte budgets (gzipped first load; bare Gatsby page ${(bareJs / 1024).toFixed(1)} KB of JS):\n`,
  );
  console.log(budgetTable(rows, budgets));
  console.log(
    `\n${site.stubs.built.length} redirect stubs, ${allScripts.length} scripts checked for the redirect table and on-demand extras.`,
  );
  for (const problem of problems) console.log(`OVER: ${problem}`);
  const over = rows.some((row) => row.over.length > 0) || problems.length > 0;
  console.log(over ? "\nBudgets exceeded." : "\nAll within budget.");
  return over ? 1 : 0;
}

process.exitCode = main();

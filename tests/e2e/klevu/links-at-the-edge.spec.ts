import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EDGE_FUNCTIONS_DIR } from "../../../src/build/edge-function-file";
import { loadCampaignLinks } from "../../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../../src/redirects/resolve";
import { KLEVU_SITE_PROJECT } from "../support/ports";
import { expect, test } from "../support/fixtures";

// The Klevu build also answers its campaign links at the edge (forced; past the threshold of
// content/redirects/edge-function.yaml on a real table): the function is written where Netlify deploys
// it from, and `_redirects` keeps no rule per country. The local build has the CDN rules and no function
// (redirects-build.spec.ts).

const ROOT = path.resolve(__dirname, "../../..");
const CHECKER = path.join(ROOT, "tests", "deno", "check-edge-function.mjs");

test("campaign links at the edge leave no rule per country in _redirects, and keep their stubs", () => {
  const publicDir = path.join(KLEVU_SITE_PROJECT, "public");
  const lines = readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n");
  expect(lines.filter((line) => line.startsWith("/redirects/"))).toEqual([]);
  expect(existsSync(path.join(publicDir, "redirects", "qr-kitchen-1", "index.html"))).toBe(true);
});

test("campaign links at the edge are answered by the function the build wrote, in Deno as Netlify runs it, as `resolve` answers them", () => {
  const { redirects } = loadCampaignLinks(KLEVU_SITE_PROJECT);
  const index = indexRules(redirects.rules);
  const cases = redirects.entries.flatMap(({ slug }) =>
    ["DE", "NL", "US", "BR"].map((country) => ({
      path: `/redirects/${slug}/`,
      country,
      expected: resolveRule(rulesFor(index, slug) ?? [], country).toPath,
    })),
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), "edge-cases-"));
  try {
    writeFileSync(path.join(dir, "cases.json"), JSON.stringify(cases));
    const file = path.join(KLEVU_SITE_PROJECT, EDGE_FUNCTIONS_DIR, "campaign-links.js");
    const run = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "deno"),
      ["run", "--no-prompt", `--allow-read=${dir},${file}`, CHECKER, file, path.join(dir, "cases.json")],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toMatchObject({
      config: { path: "/redirects/*" },
      checked: cases.length,
      wrong: [],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

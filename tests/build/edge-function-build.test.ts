import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../support/project-copy";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { EDGE_FUNCTIONS_DIR } from "../../src/build/edge-function-file";
import { FRESH_ENGINE_CATALOGUE } from "../support/fresh-engine-offers";

/**
 * A build whose campaign links are answered at the edge (forced here; past the threshold of
 * content/redirects/edge-function.yaml on a real table): the function is written where Netlify
 * deploys it from, and `_redirects` keeps no rule per country. Below the threshold, the end-to-end
 * build has the CDN rules and no function (redirects-build.spec.ts).
 */

const ROOT = path.resolve(__dirname, "../..");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");
let project = "";

beforeAll(() => {
  project = copyProject("edge-build-");
  const run = spawnSync(process.execPath, [GATSBY, "build"], {
    cwd: project,
    encoding: "utf8",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
      CI: "true",
      SHOP: "",
      CAMPAIGN_LINKS_AT_THE_EDGE: "always",
    },
  });
  if (run.status !== 0)
    throw new Error(`the build failed:\n${run.stdout.slice(-3000)}${run.stderr.slice(-3000)}`);
}, 600_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("campaign links at the edge", () => {
  it("leave no rule per country in _redirects, and keep their stubs", () => {
    const lines = readFileSync(path.join(project, "public", "_redirects"), "utf8").split("\n");
    expect(lines.filter((line) => line.startsWith("/redirects/"))).toEqual([]);
    expect(existsSync(path.join(project, "public", "redirects", "qr-kitchen-1", "index.html"))).toBe(true);
  });

  it("are answered by the function the build wrote, as `resolve` answers them", async () => {
    const file = path.join(project, EDGE_FUNCTIONS_DIR, "campaign-links.js");
    const { default: handler, config } = (await import(pathToFileURL(file).href)) as {
      default: (request: Request, context: object) => Promise<Response> | Response;
      config: { path: string };
    };
    expect(config).toEqual({ path: "/redirects/*" });
    const { redirects } = loadCampaignLinks(project);
    const index = indexRules(redirects.rules);
    const next = () => Promise.resolve(new Response(null, { status: 404 }));
    for (const { slug } of redirects.entries)
      for (const country of ["DE", "NL", "US", "BR"]) {
        const response = await handler(new Request(`https://www.babyshop.example/redirects/${slug}/`), {
          geo: { country: { code: country } },
          next,
        });
        expect(response.headers.get("location")).toBe(
          resolveRule(rulesFor(index, slug) ?? [], country).toPath,
        );
      }
  });
});

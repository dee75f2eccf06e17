/**
 * The site built for Klevu (`GATSBY_KLEVU_URL` and a key per language, everything else as
 * it comes, the marketing-email connector on among it; campaign links at the edge) and served as Netlify serves it, with its `_headers`: `npx tsx tests/e2e/support/serve-klevu-site.ts`.
 * It builds in a copy of the project, so that the local build in `public/` is left alone; the copy is
 * removed when the server stops.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { copyProject } from "../../support/project-copy";
import { serveWithHeaders } from "../../../scripts/hosting/netlify-host";
import { KLEVU_API_KEYS, KLEVU_SEARCH_URL, klevuSiteAnswers } from "./klevu-stand-ins";
import { COMMERCE_URL, KLEVU_SITE_PORT, KLEVU_SITE_PROJECT } from "./ports";

async function buildAndServe(): Promise<void> {
  // Outside CI a Klevu build still served from an earlier run is used as it is.
  if ((await klevuSiteAnswers()) && !process.env.CI) return;

  const project = copyProject("klevu-site-", KLEVU_SITE_PROJECT);
  process.on("exit", () => rmSync(project, { recursive: true, force: true }));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));

  // As `npm run build` does: prices and stock read from the engine started for the run, then Gatsby.
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: project,
    stdio: "inherit",
    env: {
      ...process.env,
      // Not the local service: Klevu's hosts, which the tests route to it.
      GATSBY_SEARCH_SERVICE_URL: "",
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_KLEVU_URL: KLEVU_SEARCH_URL,
      GATSBY_KLEVU_API_KEYS: Object.entries(KLEVU_API_KEYS)
        .map(([language, key]) => `${language}=${key}`)
        .join(","),
      COMMERCE_URL,
      // The build whose campaign links the edge answers (klevu/links-at-the-edge.spec.ts): the local
      // build has the CDN rules.
      CAMPAIGN_LINKS_AT_THE_EDGE: "always",
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await serveWithHeaders(path.join(project, "public"), KLEVU_SITE_PORT);
  console.log(`The Klevu build on http://localhost:${KLEVU_SITE_PORT}`);
}

void buildAndServe();

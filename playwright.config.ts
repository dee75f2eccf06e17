import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, headlessChromiumPath } from "./scripts/chromium";
import type { ShopOptions } from "./tests/e2e/support/fixtures";
import {
  AWIN_PIXEL_URL,
  CJ_PIXEL_URL,
  TAG_MANAGER_ID,
  TAG_MANAGER_URL,
} from "./tests/e2e/support/third-party-hosts";
import {
  COMMERCE_PORT,
  COMMERCE_URL,
  KLEVU_SITE_URL,
  REPORTING_PORT,
  SEARCH_PORT,
  SEARCH_URL,
  SITE_PORT,
  SITE_URL,
} from "./tests/e2e/support/ports";

// The site is built once for the run, with error reporting pointed at a local receiver, search at the
// local search service started for the run, commerce at an engine started for the run from a fresh seed, and a tag manager container and affiliate pixels whose
// hosts stand-ins answer in the browser (tests/e2e/support/fixtures.ts). A second build talks to Klevu: the search journeys and the
// Klevu project's own tests run against it too, with Klevu's hosts routed to the same service.
const buildEnv = [
  `GATSBY_SEARCH_SERVICE_URL=${SEARCH_URL}`,
  `COMMERCE_URL=${COMMERCE_URL}`,
  `GATSBY_SENTRY_DSN=http://e2e@127.0.0.1:${REPORTING_PORT}/1`,
  "GATSBY_SENTRY_SAMPLE_RATE=1",
  "GATSBY_SENTRY_TRACES_SAMPLE_RATE=0",
  `GATSBY_GTM_ID=${TAG_MANAGER_ID}`,
  `GATSBY_AWIN_PIXEL_URL=${AWIN_PIXEL_URL}`,
  `GATSBY_CJ_PIXEL_URL=${CJ_PIXEL_URL}`,
].join(" ");

/**
 * The files that run against `npm run develop` (of a copy of the project) rather than the built site:
 * one worker runs them all, sharing one server.
 */
const DEVELOP_SERVER_SPECS = ["develop.spec.ts", "studio.spec.ts"];

export default defineConfig<ShopOptions>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One more than the cores: tests spend part of their time waiting on a page, a server or a timer. With
  // 2, a fifth of the CPU went unused (816 s here); 3 took 705 s; 4 took 714 s and two tests timed out.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    baseURL: SITE_URL,
    locale: "nl-NL",
    // A first visit, as most tests are: installing the offline worker costs each new context about half a
    // CPU-second. The files about the worker, or about what it changes, allow it.
    serviceWorkers: "block",
    // The local hosts compress every response anew, where a CDN compresses each file once: asking for
    // them uncompressed halves what `gatsby serve` costs (0.04 against 0.06–0.13 CPU-s a page).
    extraHTTPHeaders: { "Accept-Encoding": "identity" },
    // Google's host never resolves, so that no test reaches it (the affiliate pixels' hosts are fictional);
    // the tests that give consent answer all three with stand-ins (standInThirdParties).
    launchOptions: {
      executablePath: headlessChromiumPath(),
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${new URL(TAG_MANAGER_URL).host} ~NOTFOUND`],
    },
  },
  projects: [
    // First, so that these long serial files start at once rather than last, alone on one worker.
    { name: "develop", testMatch: DEVELOP_SERVER_SPECS, workers: 1 },
    { name: "local", testIgnore: ["klevu/**", ...DEVELOP_SERVER_SPECS] },
    {
      name: "klevu",
      testMatch: [
        "klevu/**/*.spec.ts",
        "search.spec.ts",
        "search-types.spec.ts",
        "search-history.spec.ts",
        "search-events.spec.ts",
      ],
      use: { baseURL: KLEVU_SITE_URL, searchProvider: "klevu" },
    },
  ],
  webServer: [
    {
      command: "npm run --silent commerce-engine",
      url: `${COMMERCE_URL}/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: { COMMERCE_PORT: String(COMMERCE_PORT), COMMERCE_DATA: "memory", COMMERCE_ADMIN_APP: "off" },
    },
    {
      command: "npm run --silent search-service",
      url: `${SEARCH_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: { SEARCH_SERVICE_PORT: String(SEARCH_PORT), COMMERCE_URL },
    },
    // Not waited for: it builds beside the local build and the first tests, and the Klevu project's
    // tests wait for it to answer (the `klevuSite` fixture).
    { command: "npx tsx tests/e2e/support/serve-klevu-site.ts" },
    {
      command: `${buildEnv} npm run --silent build && npx gatsby serve --host localhost --port ${SITE_PORT}`,
      url: SITE_URL,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
  ],
});

import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { Server } from "node:net";
import { parseArgs } from "node:util";
import { serveStatic } from "../../scripts/hosting/static-host";
import { startSearchService, type StartedSearchService } from "../search-service";
import { bareButtonSite } from "./build";
import { launchChromium } from "./chromium";

/**
 * A phone benchmark's command line: `--runs N` (the median of N runs, `defaultRuns` without it),
 * `--json FILE` (where the figures are written too) and its own option, `--<ownOption> VALUE`.
 */
export function benchOptions(
  defaultRuns: number,
  ownOption: string,
): { runs: number; jsonOut?: string; own?: string } {
  const { values } = parseArgs({
    options: { runs: { type: "string" }, json: { type: "string" }, [ownOption]: { type: "string" } },
  });
  return { runs: Number(values.runs) || defaultRuns, jsonOut: values.json, own: values[ownOption] };
}

interface BenchPorts {
  site: number;
  bare: number;
  search: number;
}

/**
 * Runs `bench` in Chromium against the storefront's build in `siteDir`, served with its search service,
 * and beside it the bare Gatsby page with one button (built when missing); closes them all after.
 */
export async function withServedSites<Figures>(
  siteDir: string,
  ports: BenchPorts,
  bench: (browser: Browser) => Promise<Figures>,
): Promise<Figures> {
  const servers: Server[] = [];
  let search: StartedSearchService | undefined;
  let browser: Browser | undefined;
  try {
    servers.push(await serveStatic(siteDir, ports.site), await serveStatic(bareButtonSite(), ports.bare));
    search = await startSearchService(ports.search);
    browser = await launchChromium();
    return await bench(browser);
  } finally {
    // What did start is stopped, also when a later start failed: a left search service holds its port.
    await browser?.close();
    search?.kill();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** The cookies of a consent answered once ("only necessary"), so that its banner covers nothing measured. */
export async function consentCookies(browser: Browser, options: BrowserContextOptions, siteUrl: string) {
  const answering = await browser.newContext(options);
  const first = await answering.newPage();
  await first.goto(siteUrl);
  await first.getByRole("button", { name: "Alleen noodzakelijk" }).first().click();
  await first.waitForFunction(() => document.cookie.includes("consent="));
  const cookies = await answering.cookies();
  await answering.close();
  return cookies;
}

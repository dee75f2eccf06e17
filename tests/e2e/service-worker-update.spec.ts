import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { serveStatic } from "../../scripts/hosting/static-host";
import { expect, recordRequests, test as base } from "./support/fixtures";

// Gatsby's service-worker registration, as the site lives through a deploy: a copy of the build is
// served on a port of its own, and a second build replaces it on the same origin while a page is open.

const PUBLIC = path.resolve(__dirname, "../../public");

interface Deploy {
  /** The origin the copy is served on (localhost, where service workers may register). */
  origin: string;
  /** Replaces the served worker with a newer build's: `script` is what that build adds to it. */
  deployWorker: (script: string) => void;
}

const test = base.extend<{ deploy: Deploy }>({
  deploy: async ({}, provide) => {
    const root = mkdtempSync(path.join(tmpdir(), "storefront-deploy-"));
    cpSync(PUBLIC, root, { recursive: true });
    const server: Server = await serveStatic(root, 0);
    const { port } = server.address() as AddressInfo;
    await provide({
      origin: `http://localhost:${port}`,
      deployWorker: (script) => appendFileSync(path.join(root, "sw.js"), `\n${script}\n`),
    });
    server.close();
    rmSync(root, { recursive: true, force: true });
  },
});
test.use({ serviceWorkers: "allow" });

/** Opens the home page until its worker is active and controls it, as on a second visit. */
async function controlledHome(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en-US/`);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
}

interface NewWorkers {
  /**
   * Asks the browser to look for a newer worker now, as it does on navigations and once a day, until
   * one is found. An update the browser started itself after the last navigation may still be running
   * with the script it fetched before the deploy: a call made meanwhile joins it, finds nothing new, and
   * has to be made again.
   */
  find(): Promise<void>;
  /** Waits until a new worker reaches `state`; fails naming the states the new workers went through. */
  reach(state: ServiceWorkerState): Promise<void>;
}

type Watched = Window & { __newWorkerStates: string[] };

/**
 * Records the states of every new worker the page's registration finds from now on. Armed before the
 * deploy: an update the browser started itself could otherwise find the new worker before a later
 * listener is in place, and a check made after it would find nothing newer.
 */
async function watchNewWorkers(page: Page): Promise<NewWorkers> {
  // A worker that stays installed waits for the active one to finish what it is handling: should the
  // wait time out, it says what each worker was doing and how the requests since have ended.
  const requests = recordRequests(page.context());
  const versions = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  devtools.on("ServiceWorker.workerVersionUpdated", ({ versions: updated }) => {
    for (const { versionId, status, runningStatus, controlledClients } of updated)
      versions.set(versionId, `${status}, ${runningStatus}, ${controlledClients?.length ?? 0} pages`);
  });
  await devtools.send("ServiceWorker.enable");
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const seen: string[] = [];
    Object.assign(window, { __newWorkerStates: seen });
    registration?.addEventListener("updatefound", () => {
      const worker = registration.installing;
      seen.push(worker ? worker.state : "found, not installing");
      worker?.addEventListener("statechange", () => seen.push(worker.state));
    });
  });
  return {
    find: () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const found = () => (window as unknown as Watched).__newWorkerStates.length > 0;
        for (let attempt = 0; attempt < 20 && !found(); attempt += 1) {
          await registration?.update();
          if (!found()) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        if (!found()) throw new Error("The browser found no newer worker in 20 checks");
      }),
    reach: async (state) => {
      try {
        await expect
          .poll(() => page.evaluate(() => (window as unknown as Watched).__newWorkerStates), {
            message: `a new worker becomes ${state}`,
            timeout: 15_000,
          })
          .toContain(state);
      } catch (error) {
        const workers = [...versions].map(([id, version]) => `${id}: ${version}`).join("; ");
        throw new Error(
          `${(error as Error).message}\nThe workers: ${workers}\nAsked for since: ${requests.list()}`,
        );
      }
    },
  };
}

test("a first visit installs the worker, and once the visitor has moved on, pages open offline", async ({
  page,
  context,
  deploy,
  problems,
}) => {
  // Gatsby says so when the first worker has precached the site (no worker controlled the page before).
  const offlineReady = page.waitForEvent(
    "console",
    (message) => message.text() === "Content is now available offline!",
  );
  await page.goto(`${deploy.origin}/en-US/`);
  await offlineReady;
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
  // Not an update: the next link still opens in the page.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems.errors).toEqual([]);

  // Offline, the worker serves the page; chunks it never saw (loaded before it took over) fail to
  // load, and so do the search service's requests, and the page stays instead of reloading into the
  // browser's offline error.
  problems.expect(/net::ERR_FAILED/, /Loading chunk \d+ failed/, /net::ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  await expect(page).toHaveURL(`${deploy.origin}/en-US/cart/`);
  await context.setOffline(false);
});

test("once a newer build's worker is installed, the next link loads its page in full from that build", async ({
  page,
  deploy,
}) => {
  await controlledHome(page, deploy.origin);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const newWorkers = await watchNewWorkers(page);
  deploy.deployWorker("/* build 2 */");
  await newWorkers.find();
  await newWorkers.reach("activated");
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  // A full page load: the old page's scripts may no longer match the new build's.
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
});

test("a page whose own file failed to load reloads once a newer build's worker takes it over", async ({
  page,
  context,
  deploy,
  problems,
}) => {
  // The consent banner's stylesheet, loaded on demand, fails (the server no longer has the old
  // build's file), for the page and for its worker alike; the worker that cannot cache it gives up.
  problems.expect(
    /^console: Failed to load resource: net::ERR_FAILED .*\/vendor\/.*\.css/,
    /^console: The installing service worker became redundant\./,
  );
  await context.route("**/vendor/*.css", (route) => route.abort("failed"));
  await page.goto(`${deploy.origin}/en-US/`);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  // The page the worker controls: its banner, which loads once the page has, finds the stylesheet
  // failing here too, not only on the first load.
  await page.reload();
  await page.waitForEvent("requestfailed", (request) => request.url().includes("/vendor/"));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
  await context.unroute("**/vendor/*.css");
  const newWorkers = await watchNewWorkers(page);
  const reloaded = page.waitForEvent("framenavigated");
  deploy.deployWorker("/* build 2 */");
  await newWorkers.find();
  expect((await reloaded).url()).toBe(`${deploy.origin}/en-US/`);
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible({ timeout: 15_000 });
});

test("a newer worker that fails to install is logged as an error, and the old one keeps serving", async ({
  page,
  deploy,
  problems,
}) => {
  problems.expect(/^console: The installing service worker became redundant\./);
  await controlledHome(page, deploy.origin);
  const newWorkers = await watchNewWorkers(page);
  deploy.deployWorker(
    'self.addEventListener("install", (event) => event.waitUntil(Promise.reject(new Error("precache failed"))));',
  );
  await newWorkers.find();
  await newWorkers.reach("redundant");
  await expect
    .poll(() => problems.errors)
    .toContainEqual(expect.stringContaining("The installing service worker became redundant."));
  // The page and its worker carry on: links still open in the page.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

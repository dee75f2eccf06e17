/**
 * Taps from the first paint, as a shopper on a mid-range phone makes them: Chromium with the CPU slowed
 * 4× and a slow network (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency), a phone-sized page with
 * touch. For each control, a fresh page is tapped every 100 ms from its first paint until the control's
 * action has happened. Each tap is:
 * - held: the control showed right after the tap that it was taken (it is marked busy), and its action
 *   then happened, once, when the page's code arrived;
 * - acted on: the action happened before the next tap;
 * - lost: neither; the page did nothing with it.
 * Printed per control: the first tap that worked (its number and time after the first paint), the taps
 * lost, when the action happened, and how many times it ran (one is right). The storefront's menu, "add
 * to cart" and filters are tapped beside a bare Gatsby page with one button (`bench/bare-button-site`),
 * built here when missing. The storefront's build in public/ is served with its search service.
 * Usage: `npx tsx bench/taps.ts [--runs N] [--site DIR] [--json FILE]` after `npm run build` (median of N,
 * default 3).
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../scripts/gatsby-build";
import { median } from "./support/build";
import { benchOptions, consentCookies, withServedSites } from "./support/phone-bench";

const PORTS = { site: 9412, bare: 9413, search: 9323 };
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;
const { runs, jsonOut, own: site } = benchOptions(3, "site");
/** `--site DIR`: another build of the storefront (an earlier commit's, to compare), instead of public/. */
const siteDir = site ? path.resolve(site) : path.join(ROOT, "public");

/** Chrome's "slow 4G"-like profile of a mid-range phone's connection, in bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

interface Control {
  name: string;
  site: "storefront" | "bare";
  path: string;
  /** The control tapped. */
  control: (page: Page) => Locator;
  /** How many times its action has run so far, read in the page (0 before the first). */
  runs: string;
}

const CONTROLS: Control[] = [
  {
    name: "bare page: its one button",
    site: "bare",
    path: "/",
    control: (page) => page.getByRole("button", { name: "Press" }),
    runs: `document.querySelector("button").getAttribute("aria-pressed") === "true" ? 1 : 0`,
  },
  {
    name: "home: menu",
    site: "storefront",
    path: "/",
    control: (page) => page.locator('header button[aria-controls="main-navigation"]'),
    runs: `document.querySelector('header button[aria-controls="main-navigation"]').getAttribute("aria-expanded") === "true" ? 1 : 0`,
  },
  {
    name: "product: add to cart",
    site: "storefront",
    path: "/products/baby-carrier-one/",
    control: (page) => page.getByRole("button", { name: "In winkelwagen" }),
    // The header's count: the items in the cart, one for each addition of one.
    runs: `Number(document.querySelector('header a[href$="/cart/"]').textContent.match(/\\d+/)?.[0] ?? 0)`,
  },
  {
    name: "bouncers: filters",
    site: "storefront",
    path: "/categories/bouncers/",
    control: (page) => page.getByRole("button", { name: "Filters", exact: true }),
    // Open: the built list's panel (its button's state tells a second tap that closed it again), or the
    // sheet of the search service's list, which opens in its place when it takes over.
    runs: `document.querySelector('main [aria-expanded="true"][aria-controls], dialog[open]') ? 1 : 0`,
  },
];

interface Tap {
  atMs: number;
  held: boolean;
  ranBefore: number;
}

export interface TapFigures {
  name: string;
  /** The first tap that worked, counted from 1, and its time after the first paint. */
  firstWorking: number | null;
  firstWorkingMs: number | null;
  lost: number;
  /** When the action happened, after the first paint. */
  actionMs: number | null;
  /**
   * How many times the action ran for the taps until it happened, three seconds after it first did (a
   * tap made after a held tap had run is a request of its own, not counted).
   */
  ran: number;
}

/** Taps `control` on a fresh page from its first paint until its action has run. */
async function tapFromFirstPaint(
  browser: Browser,
  origin: string,
  control: Control,
  cookies: Awaited<ReturnType<BrowserContext["cookies"]>>,
): Promise<TapFigures> {
  // A first visit in all but consent, answered before so that its banner covers nothing tapped: no
  // file of the page is in the browser's cache.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await page.goto(`${origin}${control.path}`, { waitUntil: "commit" });
  const paintedAt = await firstPaint(page);
  const tapped = control.control(page);
  // The shopper scrolls to it first, where it is below the fold ("add to cart" on a phone).
  await tapped.scrollIntoViewIfNeeded();
  const target = await tapped.boundingBox();
  if (!target) throw new Error(`${control.name}: nothing to tap`);
  const ranSoFar = () => page.evaluate(control.runs) as Promise<number>;
  const busy = () => tapped.evaluate((element) => element.ariaBusy === "true");
  const taps: Tap[] = [];
  let actionMs: number | null = null;
  while (actionMs === null && taps.length * TAP_EVERY_MS < GIVE_UP_MS) {
    const ranBefore = await ranSoFar();
    // A held tap runs its action as its control is released: what it shows may come later (the cart
    // answers over the network), and the shopper does not tap on meanwhile.
    const released = taps.some((tap) => tap.held) && !(await busy());
    if (ranBefore > 0 || released) {
      actionMs = (await now(page)) - paintedAt;
      break;
    }
    const atMs = (await now(page)) - paintedAt;
    await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
    taps.push({ atMs, held: await busy(), ranBefore });
    await page.waitForTimeout(Math.max(0, TAP_EVERY_MS - ((await now(page)) - paintedAt - atMs)));
  }
  await page.waitForTimeout(3000);
  const ran = await ranSoFar();
  await context.close();
  // A tap worked when it was held, or when the action had run by the next tap (or the end).
  const working = taps.findIndex(
    (tap, index) => tap.held || (actionMs !== null && index === taps.length - 1),
  );
  // A tap that found the control no longer busy after a held one came after that one had run: a
  // request of its own, which its control then served at once.
  const later = taps.filter((tap, index) => !tap.held && taps.slice(0, index).some((before) => before.held));
  return {
    name: control.name,
    firstWorking: working < 0 ? null : working + 1,
    firstWorkingMs: working < 0 ? null : Math.round(taps[working]?.atMs ?? 0),
    lost: working < 0 ? taps.length : working,
    actionMs: actionMs === null ? null : Math.round(actionMs),
    ran: ran - later.length,
  };
}

/** A Dutch shopper on a phone: the Dutch shop is their own, so that no notice offers another. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: "nl-NL",
  timezoneId: "Europe/Amsterdam",
};

const now = (page: Page) => page.evaluate(() => performance.now());

/** The page's first contentful paint, in its own clock, once it has happened. */
async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    undefined,
    { polling: 20, timeout: GIVE_UP_MS },
  );
  return (await handle.jsonValue()) as number;
}

export async function benchTaps(count = runs): Promise<TapFigures[]> {
  return withServedSites(siteDir, PORTS, async (browser) => {
    const cookies = await consentCookies(browser, PHONE, `http://localhost:${PORTS.site}/`);
    const figures: TapFigures[] = [];
    for (const control of CONTROLS) {
      const origin = `http://localhost:${control.site === "bare" ? PORTS.bare : PORTS.site}`;
      const all: TapFigures[] = [];
      for (let run = 0; run < count; run += 1)
        all.push(await tapFromFirstPaint(browser, origin, control, cookies));
      const middle = (pick: (figure: TapFigures) => number | null) => {
        const values = all.map(pick).filter((value): value is number => value !== null);
        return values.length === all.length ? median(values) : null;
      };
      figures.push({
        name: control.name,
        firstWorking: middle((figure) => figure.firstWorking),
        firstWorkingMs: middle((figure) => figure.firstWorkingMs),
        lost: Math.max(...all.map((figure) => figure.lost)),
        actionMs: middle((figure) => figure.actionMs),
        ran: Math.max(...all.map((figure) => figure.ran)),
      });
    }
    return figures;
  });
}

const cell = (value: number | null, unit = "") => (value === null ? "–" : `${value}${unit}`);

export const describeTaps = (figures: readonly TapFigures[]): string[] => [
  `${"control".padEnd(28)}${"first tap that worked".padStart(24)}${"lost".padStart(6)}${"action at".padStart(11)}${"ran".padStart(5)}`,
  ...figures.map(
    (figure) =>
      `${figure.name.padEnd(28)}${`#${cell(figure.firstWorking)} at ${cell(figure.firstWorkingMs, " ms")}`.padStart(24)}${String(figure.lost).padStart(6)}${cell(figure.actionMs, " ms").padStart(11)}${String(figure.ran).padStart(5)}   ${figure.firstWorking === 1 && figure.lost === 0 && figure.ran === 1 ? "ok" : "NOT MET"}`,
  ),
];

if (require.main === module) {
  void benchTaps().then((figures) => {
    console.log(
      `Taps every ${TAP_EVERY_MS} ms from the first paint, 4× CPU slowdown, 1.6 Mbit/s and 150 ms, phone size, median of ${runs} (target: the first tap works, none lost, the action runs once):`,
    );
    for (const line of describeTaps(figures)) console.log(`  ${line}`);
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 1));
  });
}

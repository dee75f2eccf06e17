/**
 * Interactions a shopper makes often, on a phone-sized page in Chromium with the CPU slowed 4×: the time
 * from the input to the next paint, as the browser's own Event Timing API reports it (the longest event
 * of the interaction, which is what INP counts). Each interaction runs on a freshly loaded page, after
 * it has hydrated and gone idle; median of N runs (default 5). The built site in public/ is served
 * with its search service, beside the floor: a bare Gatsby page whose one button React turns pressed
 * (`bench/bare-button-site`, built here when missing).
 * Usage: `npx tsx bench/interactions.ts [--runs N] [--only TEXT] [--json FILE]`.
 */
import type { Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../scripts/gatsby-build";
import { median } from "./support/build";
import { benchOptions, consentCookies, withServedSites } from "./support/phone-bench";

const PORTS = { site: 9411, bare: 9414, search: 9322 };
const TARGET_MS = 100;
/** `--only <text>`: the interactions whose name contains it. */
const { runs, jsonOut, own: only = "" } = benchOptions(5, "only");

interface Interaction {
  name: string;
  path: string;
  /** The bare page's, not the storefront's. */
  bare?: boolean;
  /** What happens before the measured input (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input. */
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: "bare page: its one button",
    path: "/",
    bare: true,
    act: (page) => page.getByRole("button", { name: "Press" }).click(),
  },
  {
    name: "open search",
    path: "/",
    act: (page) => page.locator('header button[aria-controls="site-search"]').click(),
  },
  {
    name: "type a letter in search",
    path: "/",
    prepare: async (page) => {
      await page.locator('header button[aria-controls="site-search"]').click();
      await page.getByRole("combobox").first().waitFor();
    },
    act: (page) => page.keyboard.press("d"),
  },
  {
    name: "add to cart",
    path: "/products/baby-carrier-one/",
    act: (page) => page.getByRole("button", { name: "In winkelwagen" }).click(),
  },
  {
    name: "pick a colour",
    path: "/products/baby-carrier-one/",
    act: (page) => page.locator("label", { has: page.getByRole("radio", { name: "Zandgrijs" }) }).click(),
  },
  {
    name: "change the quantity",
    path: "/products/baby-carrier-one/",
    prepare: (page) => page.getByRole("combobox", { name: "Aantal" }).focus(),
    // The arrow key picks the next option of a closed list: a real input, as a tap on an option is.
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  {
    name: "tick a category filter",
    path: "/categories/bouncers/",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByRole("checkbox", { name: "Zwart" }).first().waitFor();
    },
    act: (page) => page.getByRole("checkbox", { name: "Zwart" }).first().click(),
  },
  {
    name: "toggle a search filter",
    path: "/search/?q=wipstoel",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByRole("dialog", { name: "Filters" }).getByRole("checkbox").first().waitFor();
    },
    act: (page) => page.getByRole("dialog", { name: "Filters" }).getByRole("checkbox").first().click(),
  },
  {
    name: "open the menu",
    path: "/",
    act: (page) => page.locator('header button[aria-controls="main-navigation"]').click(),
  },
];

/** Records every event of an interaction (16 ms and longer: the API's floor) from the page's start. */
const OBSERVE_EVENTS = () => {
  const events: { id: number; duration: number }[] = [];
  Object.assign(window, { __events: events });
  new PerformanceObserver((list) => {
    // `interactionId` is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (entry.interactionId) events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

/** The page has hydrated (a header button reacts to React) and the main thread is idle. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

/** The longest event of the interaction that `act` makes, in ms (under 16 counts as 16). */
async function measure(page: Page, interaction: Interaction): Promise<number> {
  await interaction.prepare?.(page);
  await settled(page);
  const before = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
  await interaction.act(page);
  // Event Timing reports an event once its next paint is done: wait two frames and a little more.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const events = await page.evaluate(
    (from) => (window as unknown as { __events: { duration: number }[] }).__events.slice(from),
    before,
  );
  return Math.max(16, ...events.map((event) => event.duration));
}

export interface InteractionFigures {
  name: string;
  medianMs: number;
  runsMs: number[];
}

export async function benchInteractions(count = runs): Promise<InteractionFigures[]> {
  return withServedSites(path.join(ROOT, "public"), PORTS, async (browser) => {
    const options = {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: "nl-NL",
      // A Dutch shopper: the Dutch shop is their own, so that no notice offers another.
      timezoneId: "Europe/Amsterdam",
      // Every page as the network gives it, not as an earlier page's worker answers it.
      serviceWorkers: "block" as const,
    };
    // Consent is answered once; each run is otherwise a visitor of its own, whom no earlier run's cart,
    // history or search has changed.
    const cookies = await consentCookies(browser, options, `http://localhost:${PORTS.site}/`);

    const figures: InteractionFigures[] = [];
    for (const interaction of INTERACTIONS.filter(({ name }) => name.includes(only))) {
      const times: number[] = [];
      for (let run = 0; run < count; run += 1) {
        const context = await browser.newContext(options);
        await context.addCookies(cookies);
        await context.addInitScript(OBSERVE_EVENTS);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(`http://localhost:${interaction.bare ? PORTS.bare : PORTS.site}${interaction.path}`);
        times.push(await measure(page, interaction));
        await context.close();
      }
      figures.push({ name: interaction.name, medianMs: median(times), runsMs: times });
    }
    return figures;
  });
}

export const describeInteractions = (figures: readonly InteractionFigures[]): string[] =>
  figures.map(
    (figure) =>
      `${figure.name.padEnd(26)} ${String(figure.medianMs).padStart(5)} ms  ${figure.medianMs <= TARGET_MS ? "ok" : `OVER ${TARGET_MS} ms`}  (runs: ${figure.runsMs.join(", ")})`,
  );

if (require.main === module) {
  void benchInteractions().then((figures) => {
    console.log(
      `Input to next paint, 4× CPU slowdown, phone size, median of ${runs} (target ≤ ${TARGET_MS} ms):`,
    );
    for (const line of describeInteractions(figures)) console.log(`  ${line}`);
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 1));
  });
}

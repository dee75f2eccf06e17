import type { BrowserContext } from "@playwright/test";

/** The collection the studio and bare Decap share, whose entries are opened, typed into and saved. */
const COLLECTION = "#/collections/links-in-store-qr";
/** A campaign link opened and saved. */
const EDITED_ENTRY = `${COLLECTION}/entries/qr-kitchen-1`;
/**
 * What is typed into a new link's "Short link" field, one key at a time: the preview shows the short
 * link, so every key changes it, whether the link is valid yet or not.
 */
export const TYPED = "qr-autumn-kitchen-2";
const ENTRY_CARD = 'a[href*="/entries/"]';
const TIMEOUT_MS = 60_000;

/** A logged-in context: the local backend's "Login" once, which Decap then remembers in localStorage. */
export async function logIn(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole("button", { name: "Login" }).click({ timeout: TIMEOUT_MS });
  await page.locator(ENTRY_CARD).first().waitFor({ timeout: TIMEOUT_MS });
  await page.close();
}

/** A request of the page to the local backend: Decap's action, when it was sent and answered in full. */
interface BackendRequest {
  action: string;
  start: number;
  end: number;
}

/**
 * Records when the first frame showing an entry card of the collection list has been painted, and each
 * request to the local backend on the way (every one is a POST naming Decap's action).
 */
function watchEntryList(card: string) {
  const requests: BackendRequest[] = [];
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const start = performance.now();
    const response = await send(input, init);
    const { action = String(input) } = (() => {
      try {
        return JSON.parse(String(init?.body)) as { action?: string };
      } catch {
        return {};
      }
    })();
    void response
      .clone()
      .arrayBuffer()
      .then(() => requests.push({ action, start, end: performance.now() }));
    return response;
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(card)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() =>
        Object.assign(window, { entryListPainted: performance.now(), backendRequests: requests }),
      ),
    );
  }).observe(document, { childList: true, subtree: true });
}

export interface OpenTime {
  ms: number;
  /** Where the time went: ms from the navigation to each step. */
  steps: string;
}

/**
 * Ms from the navigation to `url` to the first collection's entry list painted, in a new page of a
 * logged-in context; `cached`: with the browser's cache as the earlier loads left it, else without any cache
 * (a first visit after a deploy: nothing cached, no compiled code kept).
 */
export async function openTime(context: BrowserContext, url: string, cached: boolean): Promise<OpenTime> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: !cached });
    await page.addInitScript(watchEntryList, ENTRY_CARD);
    await page.goto(url);
    await page.waitForFunction(() => "entryListPainted" in window, undefined, { timeout: TIMEOUT_MS });
    const { painted, navigation, requests, scripts } = await page.evaluate(() => {
      const watched = window as unknown as { entryListPainted: number; backendRequests: BackendRequest[] };
      const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return {
        painted: watched.entryListPainted,
        navigation: { html: entry?.responseEnd ?? 0, scriptsRun: entry?.domContentLoadedEventEnd ?? 0 },
        requests: watched.backendRequests,
        scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((resource) => resource.initiatorType === "script")
          .map((resource) => ({
            name: new URL(resource.name).pathname.split("/").pop(),
            end: resource.responseEnd,
          })),
      };
    });
    const at = (ms: number) => ms.toFixed(0);
    const steps = [
      `HTML ${at(navigation.html)}`,
      ...scripts.map((script) => `${script.name} loaded ${at(script.end)}`),
      `scripts run ${at(navigation.scriptsRun)}`,
      ...requests.map((request) => `${request.action} ${at(request.start)}–${at(request.end)}`),
      `list painted ${at(painted)}`,
    ];
    return { ms: painted, steps: steps.join(", ") };
  } finally {
    await page.close();
  }
}

interface KeyRecorder {
  keyDownAt?: number;
  delays: number[];
}

/**
 * From the page: `performance.now()` at each keydown (capture phase, before Decap sees it) and at the
 * first mutation of the preview's document after it; their differences in `window.keyRecorder.delays`.
 */
function recordKeysToPreview() {
  const recorder: KeyRecorder = { delays: [] };
  Object.assign(window, { keyRecorder: recorder });
  window.addEventListener("keydown", () => (recorder.keyDownAt = performance.now()), { capture: true });
  const preview = document.querySelector<HTMLIFrameElement>("#preview-pane")?.contentDocument;
  if (!preview) throw new Error("no preview pane");
  // The callback runs in this page's realm: its performance.now() is on the keydown's clock.
  new MutationObserver(() => {
    if (recorder.keyDownAt === undefined) return;
    recorder.delays.push(performance.now() - recorder.keyDownAt);
    recorder.keyDownAt = undefined;
  }).observe(preview, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * Ms from each key to the preview's update, typing `TYPED` into the "Short link" field of a new link in
 * a new page of a logged-in context. A key is typed once the previous one's update has shown; a key
 * that changes nothing in the preview within 2 s fails the run.
 */
export async function keysToPreview(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}${COLLECTION}/new`);
    const field = page.getByLabel("Short link", { exact: true }).first();
    await field.waitFor({ timeout: TIMEOUT_MS });
    await page
      .frameLocator("#preview-pane")
      .locator("body :is(h1, h2, p, td)")
      .first()
      // A new entry's bare preview has an empty heading: there, but not visible.
      .waitFor({ state: "attached", timeout: TIMEOUT_MS });
    await field.click();
    await page.keyboard.press("ControlOrMeta+A");
    // Whatever the load and the selection set off has settled.
    await page.waitForTimeout(500);
    await page.evaluate(recordKeysToPreview);
    for (const [index, key] of [...TYPED].entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction(
        (count) => {
          const { delays } = (window as unknown as { keyRecorder: KeyRecorder }).keyRecorder;
          return delays.length >= count;
        },
        index + 1,
        { timeout: 2_000 },
      );
      await page.waitForTimeout(50);
    }
    if ((await field.inputValue()) !== TYPED)
      throw new Error(`the field reads "${await field.inputValue()}"`);
    return await page.evaluate(() => (window as unknown as { keyRecorder: KeyRecorder }).keyRecorder.delays);
  } finally {
    await page.close();
  }
}

/** The link opened and saved: its short link is on the form and in the preview once it has shown. */
const OPENED_SLUG = "qr-kitchen-1";

/**
 * From the page: `performance.now()` when Decap's "Publish now" is clicked (capture phase), when the
 * local backend answers the save in full, and when the "Entry saved" notice appears.
 */
function recordSave() {
  const marks: { clicked?: number; answered?: number; noticed?: number } = {};
  Object.assign(window, { saveMarks: marks });
  window.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest('[role="menuitem"]')?.textContent?.includes("Publish now"))
        marks.clicked = performance.now();
    },
    { capture: true },
  );
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await send(input, init);
    if (String(init?.body).includes('"persistEntry"'))
      void response
        .clone()
        .arrayBuffer()
        .then(() => (marks.answered = performance.now()));
    return response;
  };
  new MutationObserver((_, observer) => {
    if (marks.clicked === undefined || !document.body.textContent?.includes("Entry saved")) return;
    marks.noticed = performance.now();
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

export interface LinkTimes {
  /** Ms from the list to the link's form and preview shown. */
  open: number;
  /** Ms from "Publish now" to the local backend's answer, and to Decap's "Entry saved". */
  saveAnswered: number;
  saveNoticed: number;
}

/**
 * Opens `OPENED_SLUG` from its collection's list (Decap's own route change, as a click on its card
 * makes), then changes its note and publishes it, in a new page of a logged-in context.
 */
export async function linkTimes(context: BrowserContext, url: string): Promise<LinkTimes> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}${COLLECTION}`);
    await page.locator(ENTRY_CARD).first().waitFor({ timeout: TIMEOUT_MS });
    // No named functions inside: the page does not have the helpers tsx names them with.
    const open = await page.evaluate(
      async ({ entry, slug, timeout }) => {
        const start = performance.now();
        location.hash = entry;
        while (
          ![...document.querySelectorAll("input")].some((input) => input.value === slug) ||
          !document
            .querySelector<HTMLIFrameElement>("#preview-pane")
            ?.contentDocument?.body?.textContent?.includes(slug)
        ) {
          if (performance.now() - start > timeout) throw new Error(`${slug} did not open`);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return performance.now() - start;
      },
      { entry: EDITED_ENTRY, slug: OPENED_SLUG, timeout: TIMEOUT_MS },
    );
    await page.evaluate(recordSave);
    await page.getByLabel(/^Note/).first().fill(`Saved at ${Date.now()}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const marks = await page
      .waitForFunction(
        () => {
          const { saveMarks } = window as unknown as {
            saveMarks: { clicked?: number; answered?: number; noticed?: number };
          };
          return saveMarks.noticed !== undefined && saveMarks.answered !== undefined && saveMarks;
        },
        undefined,
        { timeout: TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue());
    if (!marks) throw new Error("the save was not noticed");
    return {
      open,
      saveAnswered: (marks.answered ?? NaN) - (marks.clicked ?? NaN),
      saveNoticed: (marks.noticed ?? NaN) - (marks.clicked ?? NaN),
    };
  } finally {
    await page.close();
  }
}

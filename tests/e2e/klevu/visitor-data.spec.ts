import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { callsTo, KLEVU_API_KEYS, payloadOf } from "../support/klevu-stand-ins";
import { declineOptionalCookies, LANGUAGES, openCookieSettings } from "../support/shop";

// What Klevu learns about the visitor follows the consent given on the page, while it is open.
// No service worker: its taking over loads code at a moment of its own, and the clock below must not jump
// while code loads.
test.use({ serviceWorkers: "block" });

const EN = LANGUAGES["en-US"];
const KEY = KLEVU_API_KEYS["en-US"];
const IPV4 = /^ipv4check\.ksearchnet\.com\/$/;
const SESSION = new RegExp(`^visitor\\.service\\.ksearchnet\\.com/public/1\\.0/${KEY}/session$`);

const results = (page: Page) => page.getByRole("region", { name: /results?$/ }).getByRole("listitem");

/** Opens the cookie settings from the footer and makes a choice there. */
async function chooseInSettings(page: Page, choice: "Accept all" | "Necessary only") {
  const preferences = await openCookieSettings(page, "Cookie settings");
  await preferences.getByRole("button", { name: choice }).click();
  await expect(preferences).toBeHidden();
}

test("IP data under a moving clock: asked when consent is given, hourly after, and no more once it is withdrawn", async ({
  page,
  klevuCalls,
}) => {
  await page.clock.install();
  // The clock jumps only once the scripts the page asked for have arrived: webpack gives up on a chunk
  // still loading when hours pass at once, which no visitor's clock does. Its script element stays in
  // the document while the chunk loads (the network's events may not have told of a request yet).
  const fastForward = async (time: string) => {
    await expect(page.locator("script[data-webpack]")).toHaveCount(0);
    await page.clock.fastForward(time);
  };
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, EN);
  await expect(results(page).first()).toBeVisible();
  await fastForward("02:00:00");
  expect(callsTo(klevuCalls, /ipv[46]check/)).toEqual([]);

  await chooseInSettings(page, "Accept all");
  await expect.poll(() => callsTo(klevuCalls, IPV4).length).toBe(1);
  await expect.poll(() => callsTo(klevuCalls, /^ipv6check\./).length).toBe(1);
  // The next round is due an hour after this one's answers are kept.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("klevu-ip-data"))).not.toBeNull();

  await fastForward("00:59:00");
  expect(callsTo(klevuCalls, IPV4)).toHaveLength(1);
  await fastForward("00:01:01");
  await expect.poll(() => callsTo(klevuCalls, IPV4).length).toBe(2);
  const [first, second] = await Promise.all(callsTo(klevuCalls, IPV4).map(payloadOf));
  expect(second).toEqual(first);

  await chooseInSettings(page, "Necessary only");
  await fastForward("03:00:00");
  expect(callsTo(klevuCalls, IPV4)).toHaveLength(2);
});

test("the marketing-email connector follows marketing consent given while the page is open", async ({
  page,
  klevuCalls,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, {
      _learnq: {
        push: (command: unknown[]) =>
          command[0] === "_getIdentifiers" ? { $exchange_id: "exchange-e2e" } : 1,
      },
    });
  });
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, EN);
  await expect(results(page).first()).toBeVisible();
  expect(callsTo(klevuCalls, SESSION)).toEqual([]);

  await chooseInSettings(page, "Accept all");
  await expect
    .poll(async () =>
      (await Promise.all(callsTo(klevuCalls, SESSION).map(payloadOf))).map((s) => JSON.stringify(s)),
    )
    .toContainEqual(
      expect.stringContaining('"connectorInfo":[{"connectorType":"klaviyo","exchangeId":"exchange-e2e"}]'),
    );
});

import type { Browser, Page } from "@playwright/test";
import { mailbox, ordersWithCode, setStock } from "../support/commerce-engine";
import { CHECKOUT, Checkout, PHONE } from "./support/checkout";
import { engineAdmin } from "./support/engine";
import { expect, test } from "./support/fixtures";
import { COMMERCE_URL } from "./support/ports";
import { addToCart, declineOptionalCookies, LANGUAGES } from "./support/shop";

type Language = keyof typeof LANGUAGES;

/** What the business sees of an order in the engine's Admin API. */
async function orderInAdmin(code: string) {
  return (await ordersWithCode(engineAdmin, code))[0];
}

/** The emails the engine wrote to `recipient`: their subjects, newest first. */
const emailsTo = async (recipient: string) =>
  (await mailbox(COMMERCE_URL))
    .filter((email) => email.recipient === recipient)
    .map((email) => email.subject);

/** A shopper of their own: a new browser context, as another device is. */
async function shopper(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({
    locale: language,
    viewport: PHONE,
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

/** An amount as the page writes it, read back as a number of cents. */
const cents = (written: string) =>
  Math.round(Number(written.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);

for (const language of Object.keys(LANGUAGES) as Language[]) {
  test.describe(`an order in ${language}`, () => {
    test.use({ locale: language, viewport: PHONE });

    test("reaches the business as the confirmation shows it, its stock held and its email written", async ({
      page,
    }) => {
      const email = `orders-${language.toLowerCase()}@example.com`;
      const checkout = await Checkout.withBouncer(page, language);
      await checkout.fillDetails();
      await checkout.field("email").fill(email);
      await checkout.toReview();
      await checkout.placeOrder();
      await checkout.pay();
      const number = await checkout.confirmedOrder();
      // The total the confirmation shows.
      const total = await page
        .getByRole("main")
        .locator("dt", { hasText: /^(Totaal|Total)$/ })
        .locator("+ dd")
        .textContent();

      const order = await orderInAdmin(number);
      expect(order).toMatchObject({
        state: "PaymentSettled",
        totalWithTax: cents(total ?? ""),
        customer: { emailAddress: email },
        shippingAddress: {
          fullName: "Sam de Vries",
          streetLine1: "Keizersgracht 1",
          postalCode: "1015 AA",
          city: "Amsterdam",
        },
        lines: [{ quantity: 1, productVariant: { sku: "BBL-BLK" } }],
      });
      expect(order?.lines[0]?.productVariant.stockAllocated).toBeGreaterThan(0);
      const subject = {
        "nl-NL": `Je bestelling ${number} is betaald`,
        "en-US": `Your order ${number} is paid`,
      }[language];
      await expect.poll(() => emailsTo(email)).toContain(subject);
    });
  });
}

test("the confirmation link opens the order in any browser, and only with its key", async ({
  page,
  browser,
}) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  await checkout.buy();
  const link = new URL(page.url());
  const elsewhere = await shopper(browser, "en-US");
  await elsewhere.goto(`${link.pathname}${link.search}`);
  await expect(elsewhere.locator("[data-order-number]")).toHaveText(link.searchParams.get("order") ?? "");
  await expect(elsewhere.getByRole("main")).toContainText("Keizersgracht 1");
  await elsewhere.goto(`${link.pathname}?order=${link.searchParams.get("order")}&key=guessed`);
  await expect(elsewhere.getByRole("heading", { level: 1 })).toHaveText("No order to show");
  await elsewhere.context().close();
});

test("a return is asked for from another browser and the business has it", async ({ page, browser }) => {
  const number = await (await Checkout.withBouncer(page, "en-US")).buy();
  const elsewhere = await shopper(browser, "en-US");
  await elsewhere.goto("/en-US/return-request/");
  await declineOptionalCookies(elsewhere, LANGUAGES["en-US"]);
  await elsewhere.getByRole("textbox", { name: "Order number" }).fill(number.toLowerCase());
  await elsewhere.getByRole("textbox", { name: "Email address" }).fill("parent@example.com");
  await elsewhere.getByRole("button", { name: "Find my order" }).click();
  await elsewhere
    .getByRole("combobox", { name: /^Reason for returning 1 × Bouncer Bliss/ })
    .selectOption("changedMind");
  await elsewhere.getByRole("button", { name: "Request return" }).click();
  const returnNumber = `${number}-R1`;
  await expect(elsewhere.getByRole("main")).toContainText(returnNumber);
  const { returnRequests } = await engineAdmin<{ returnRequests: { items: { returnNumber: string }[] } }>(
    `{ returnRequests { items { returnNumber } } }`,
  );
  expect(returnRequests.items.map((request) => request.returnNumber)).toContain(returnNumber);
  await elsewhere.context().close();
});

test("a shopper waiting for a sold-out colour is emailed once when it is back", async ({ page }) => {
  // The powder-blue step stool, which no other test shows, buys or waits for, sold out in the engine.
  await setStock(engineAdmin, "STS-PBL", 0);
  await page.goto("/en-US/products/step-stool/?colour=powder-blue");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await page.getByRole("button", { name: "Email me when it's back" }).click();
  await page.getByRole("textbox", { name: "Email address" }).fill("waiting@example.com");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

  await setStock(engineAdmin, "STS-PBL", 5);
  await setStock(engineAdmin, "STS-PBL", 7);
  await expect
    .poll(() => emailsTo("waiting@example.com"))
    .toEqual(["Step Stool – Powder blue is back in stock"]);
});

test("a declined payment keeps the order unpaid and the cart, and paying again works", async ({ page }) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  await checkout.fillDetails();
  await checkout.toReview();
  await checkout.placeOrder();
  await page.getByRole("radio", { name: "Payment is declined" }).check();
  await checkout.pay();
  await expect(page.getByRole("alert")).toContainText("Your payment was declined. Nothing was charged");
  await expect(checkout.summary).toContainText("Bouncer Bliss");
  await expect(page.locator('header a[href$="/cart/"]')).toContainText("1");
  await page.getByRole("radio", { name: "Payment succeeds" }).check();
  await checkout.pay();
  await checkout.confirmedOrder();
});

test("the engine not answering mid-checkout says so in the shopper's words once its time is up, keeps what was typed, and works once it answers", async ({
  page,
}) => {
  // The page's own clock, so that the engine's time running out is the test's to say.
  await page.clock.install();
  const checkout = await Checkout.withBouncer(page, "nl-NL");
  await checkout.fillDetails();
  await checkout.toReview();
  const unreachable = page.getByRole("alert").filter({
    hasText:
      "We kunnen ons winkelsysteem nu niet bereiken. Er is niets afgeschreven en je winkelwagen en gegevens zijn bewaard: probeer het zo nog eens.",
  });
  // The engine stops answering as the shopper places the order: its calls hang, as a paused process's do.
  // Calls the page made before are answered, however late the test sees them.
  const engine = `${COMMERCE_URL}/shop-api**`;
  let answering = true;
  let firstHung: () => void = () => undefined;
  const hangs = new Promise<void>((resolve) => (firstHung = resolve));
  await page.route(engine, async (route) => {
    if (answering) await route.continue();
    else firstHung();
  });
  // The page's time stands still but for the seconds the test moves it on: 12, a second at a time so
  // that what the page starts meanwhile starts its own wait. The page gives the engine 10 s.
  const waitTwelveSeconds = async () => {
    for (let second = 0; second < 12; second += 1) await page.clock.runFor(1_000);
  };
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  answering = false;
  await checkout.placeOrder();
  // Its wait starts with its first call, which comes after any the page still waits on: moved on before
  // the page has made it, the clock would leave it waiting.
  await hangs;
  await waitTwelveSeconds();
  await expect(unreachable).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Keizersgracht 1");
  // Opened again while the engine still hangs: the page reads the cart from the engine as the shopper
  // places the order, and that one wait is all the shopper waits, not one wait after another.
  await page.reload();
  // Its time still moves only as the test moves it: a tenth of a second at a time until the page shows.
  const review = page.getByRole("heading", { name: CHECKOUT["nl-NL"].reviewHeading });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(review).toBeVisible({ timeout: 100 });
  }).toPass();
  // The cart the page asked for as it opened is still unanswered: placing waits on that call alone.
  await checkout.placeOrder();
  await waitTwelveSeconds();
  await expect(unreachable).toBeVisible();
  await page.unroute(engine);
  await page.clock.resume();
  await checkout.placeOrder();
  await expect(page.getByRole("heading", { name: CHECKOUT["nl-NL"].payHeading })).toBeVisible();
});

test("six shoppers at once for the last three: three paid orders, three told it sold out", async ({
  browser,
}) => {
  test.slow();
  // The sage-green step stool, which no other test shows or buys.
  await setStock(engineAdmin, "STS-SAG", 3);
  const pages = await Promise.all(Array.from({ length: 6 }, () => shopper(browser, "en-US")));
  // Each fills the cart and the form, one after another; then all place their orders at once.
  const checkouts: Checkout[] = [];
  for (const page of pages) {
    await page.goto("/en-US/products/step-stool/?colour=sage-green");
    await declineOptionalCookies(page, LANGUAGES["en-US"]);
    await addToCart(page, { ...LANGUAGES["en-US"], added: /Step Stool was added/ });
    const checkout = await new Checkout(page, "en-US").open();
    await checkout.fillDetails();
    await checkout.toReview();
    checkouts.push(checkout);
  }
  const outcomes = await Promise.all(
    checkouts.map(async (checkout) => {
      await checkout.placeOrder();
      const paying = checkout.page.getByRole("heading", { name: checkout.words.payHeading });
      const soldOut = checkout.page
        .getByRole("alert")
        .filter({ hasText: "sold out while you were checking out" });
      // Six orders reach the engine in the same moment: on a busy machine its answers take seconds.
      await expect(paying.or(soldOut)).toBeVisible({ timeout: 15_000 });
      if (await soldOut.isVisible()) return "told it sold out";
      await checkout.pay();
      await checkout.confirmedOrder();
      return "paid";
    }),
  );
  expect(outcomes.sort()).toEqual([
    "paid",
    "paid",
    "paid",
    "told it sold out",
    "told it sold out",
    "told it sold out",
  ]);
  for (const page of pages) await page.context().close();
});

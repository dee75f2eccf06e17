import { expect, test } from "./support/fixtures";
import { failChunkHolding } from "./support/chunks";
import { CHECKOUT, Checkout, PHONE } from "./support/checkout";
import { addToCart, declineOptionalCookies, LANGUAGES } from "./support/shop";

/** What the form says when its checks cannot load. */
const LOAD_FAILED = {
  "nl-NL": "Er ging iets mis bij het laden. Controleer je verbinding en probeer het opnieuw.",
  "en-US": "Something went wrong while loading. Check your connection and try again.",
} as const;

for (const [language, texts] of Object.entries(LANGUAGES)) {
  const words = CHECKOUT[language as keyof typeof CHECKOUT];

  test.describe(`checkout on a phone in ${language}`, () => {
    test.use({ locale: language, viewport: PHONE });

    test("mistakes focus an error summary at the top that links to each field", async ({ page }) => {
      const checkout = await Checkout.withBouncer(page, language as keyof typeof LANGUAGES);
      await checkout.field("email").fill("parent@example");
      await checkout.send();

      const summary = page
        .getByRole("alert")
        .filter({ has: page.getByRole("heading", { name: words.problems }) });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      const invalid = [
        [texts.fields.email, words.errors.email],
        [texts.fields.firstName, words.errors.required],
        [texts.fields.lastName, words.errors.required],
        [texts.fields.address, words.errors.required],
        [texts.fields.postcode, words.errors.required],
        [texts.fields.city, words.errors.required],
      ] as const;
      await expect(summary.getByRole("link")).toHaveText([
        ...invalid.map(([label, error]) => `${label}: ${error}`),
        `${words.payment}: ${words.errors.choice}`,
      ]);
      for (const [label, error] of invalid) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(error);
        await summary.getByRole("link", { name: `${label}: ${error}` }).click();
        await expect(field).toBeFocused();
        await expect(field).toBeInViewport();
      }
      await summary.getByRole("link", { name: new RegExp(`^${words.payment}`) }).click();
      await expect(page.getByRole("radio", { name: texts.card })).toBeFocused();
    });

    test("the cheapest shipping method and the visitor's country are chosen, the shopper's choice kept", async ({
      page,
    }) => {
      const checkout = await Checkout.withBouncer(page, language as keyof typeof LANGUAGES);
      await expect(page.getByRole("radio", { name: new RegExp(texts.standard) })).toBeChecked();
      await expect(checkout.field("country")).toHaveValue("NL");
      await expect(page.getByRole("radio", { name: words.ideal })).not.toBeChecked();

      await page.getByRole("radio", { name: new RegExp(words.express) }).check();
      await page.reload();
      await checkout.ready();
      await expect(page.getByRole("radio", { name: new RegExp(words.express) })).toBeChecked();
    });

    test("checks that cannot load say so and keep what was typed; once they load the form goes on", async ({
      page,
      context,
      problems,
    }) => {
      // The chunk with the checks, which holds the phone numbering plans.
      const loadChecks = await failChunkHolding(context, problems, "country_calling_codes");
      const checkout = await Checkout.withBouncer(page, language as keyof typeof LANGUAGES);
      await checkout.fillDetails();
      await checkout.send();

      await expect(
        page.getByRole("alert").filter({ hasText: LOAD_FAILED[language as keyof typeof LOAD_FAILED] }),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/reloaded=1/);
      await expect(checkout.field("email")).toHaveValue("parent@example.com");
      await expect(checkout.field("postcode")).toHaveValue("1015 AA");
      await expect(page.getByRole("radio", { name: words.ideal })).toBeChecked();

      loadChecks();
      await checkout.send();
      await expect(page.getByRole("heading", { name: words.reviewHeading })).toBeFocused();
      await expect(page.getByRole("main")).toContainText("Keizersgracht 1");
    });

    test("cancelling at the payment partner keeps the cart and the details", async ({ page }) => {
      const checkout = await Checkout.withBouncer(page, language as keyof typeof LANGUAGES);
      await checkout.fillDetails();
      await checkout.send();
      await expect(page.getByRole("heading", { name: words.reviewHeading })).toBeFocused();
      await checkout.placeOrder();

      const partner = page.getByRole("heading", { name: words.payHeading });
      await expect(partner).toBeInViewport();
      await expect(page.getByText(words.atPartner)).toBeVisible();
      await page.getByRole("button", { name: words.cancelPayment }).click();

      await expect(page.getByRole("alert").filter({ hasText: words.cancelled })).toBeInViewport();
      await expect(checkout.summary.getByText(words.product)).toBeVisible();
      await page.reload();
      await expect(checkout.summary.getByText(words.product)).toBeVisible();
      await page.getByRole("button", { name: words.changeDetails }).click();
      await expect(checkout.field("email")).toBeFocused();
      await expect(checkout.field("email")).toHaveValue("parent@example.com");
      await expect(checkout.field("city")).toHaveValue("Amsterdam");
      await expect(page.getByRole("radio", { name: words.ideal })).toBeChecked();
    });

    test("the order is reviewed, paid at the partner and confirmed with its shipping, payment and country", async ({
      page,
    }) => {
      const checkout = await Checkout.withBouncer(page, language as keyof typeof LANGUAGES);
      await checkout.fillDetails();
      await checkout.send();

      const review = page.getByRole("main");
      await expect(page.getByRole("heading", { name: words.reviewHeading })).toBeInViewport();
      for (const shown of [
        "parent@example.com",
        "Keizersgracht 1",
        words.country,
        texts.standard,
        words.delivery,
      ])
        await expect(review).toContainText(shown);
      await checkout.placeOrder();
      await expect(page.getByRole("heading", { name: words.payHeading })).toBeVisible();
      await checkout.pay();
      await checkout.confirmedOrder();
      const details = page.getByRole("region", { name: words.shippingMethod });
      await expect(details).toContainText(texts.standard);
      await expect(details).toContainText(words.delivery);
      await expect(page.getByRole("region", { name: words.payment })).toContainText(words.ideal);
      await expect(page.locator("address")).toContainText(words.country);
      await expect(page.locator("address")).not.toContainText(/\bNL\b/);
      // Paid: the cart is empty now.
      await page.goto(`${texts.prefix}/checkout/`);
      await expect(checkout.summary).toHaveCount(0);
    });
  });
}

test.describe("checkout on a slow phone", () => {
  // Without the offline worker, which would answer the page's code from its cache, past the test's route.
  test.use({ viewport: PHONE, serviceWorkers: "block" });

  test("what the shopper enters before the page's code has run stays, over the saved draft", async ({
    page,
  }) => {
    const checkout = await Checkout.withBouncer(page, "nl-NL");
    await checkout.field("city").fill("Utrecht");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("storefront-checkout")))
      .toContain("Utrecht");

    // The checkout's own code comes only once the shopper has filled in the form, as on a slow phone.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/component---src-templates-checkout-tsx-.*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto("/checkout/", { waitUntil: "commit" });
    await checkout.fillDetails();
    releaseCode();
    await checkout.ready();

    await expect(checkout.field("email")).toHaveValue("parent@example.com");
    await expect(checkout.field("city")).toHaveValue("Amsterdam");
    await expect(checkout.field("country")).toHaveValue("NL");
    await expect(page.getByRole("radio", { name: CHECKOUT["nl-NL"].ideal })).toBeChecked();
    // In the draft too: a reload brings it back.
    await page.reload();
    await checkout.ready();
    await expect(checkout.field("city")).toHaveValue("Amsterdam");
    await expect(checkout.field("postcode")).toHaveValue("1015 AA");
  });
});

test("a shopper who sends the form before the shop's own choices arrive is asked only for what is theirs", async ({
  page,
  context,
}) => {
  const texts = LANGUAGES["en-US"];
  const words = CHECKOUT["en-US"];
  await page.goto(`${texts.prefix}/products/bouncer-bliss/`);
  await declineOptionalCookies(page, texts);
  await addToCart(page, texts);
  // A slow phone: the code that chooses the shipping method and the country arrives late. (The chunk
  // with the form's checks, found by the phone numbering plans it holds, comes at once.)
  await context.route(/\/\d+-[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes("country_calling_codes")) await new Promise((resolve) => setTimeout(resolve, 2000));
    return route.fulfill({ response, body });
  });
  const checkout = await new Checkout(page, "en-US").open();
  await checkout.field("email").fill("parent@example.com");
  await checkout.send();

  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: words.problems }) });
  await expect(summary.getByRole("link")).toHaveText([
    ...[
      texts.fields.firstName,
      texts.fields.lastName,
      texts.fields.address,
      texts.fields.postcode,
      texts.fields.city,
    ].map((label) => `${label}: ${words.errors.required}`),
    `${words.payment}: ${words.errors.choice}`,
  ]);
  await expect(page.getByRole("radio", { name: new RegExp(texts.standard) })).toBeChecked();
  await expect(checkout.field("country")).toHaveValue("NL");
});

import { expect, type Page } from "@playwright/test";
import { addToCart, declineOptionalCookies, LANGUAGES, type Texts } from "./shop";

/** Texts of the checkout's steps in each site language. */
export const CHECKOUT = {
  "nl-NL": {
    product: "Wipstoel Bliss",
    problems: /^\d+ velden vragen je aandacht$/,
    errors: {
      email: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
      required: "Vul dit veld in.",
      choice: "Maak een keuze.",
    },
    payment: "Betaalmethode",
    shippingMethod: "Verzendmethode",
    express: "Express",
    ideal: "iDEAL",
    review: "Controleer je bestelling",
    reviewHeading: "Stap 2 van 3: Controleer je bestelling",
    payHeading: "Stap 3 van 3: Betalen bij onze betaalpartner",
    atPartner: /met iDEAL/,
    pay: /betalen$/,
    cancelPayment: "Betaling annuleren",
    cancelled: /Betaling geannuleerd/,
    changeDetails: "Wijzig contactgegevens",
    country: "Nederland",
    delivery: "2–4 werkdagen",
  },
  "en-US": {
    product: "Bouncer Bliss",
    problems: /^\d+ fields need your attention$/,
    errors: {
      email: "Enter a valid email address, like name@example.com.",
      required: "Please fill in this field.",
      choice: "Please choose one.",
    },
    payment: "Payment method",
    shippingMethod: "Shipping method",
    express: "Express",
    ideal: "iDEAL",
    review: "Check your order",
    reviewHeading: "Step 2 of 3: Check your order",
    payHeading: "Step 3 of 3: Pay at our payment partner",
    atPartner: /with iDEAL/,
    pay: /^Pay /,
    cancelPayment: "Cancel payment",
    cancelled: /Payment cancelled/,
    changeDetails: "Change contact details",
    country: "Netherlands",
    delivery: "2–4 business days",
  },
} as const;

export const PHONE = { width: 390, height: 844 };

/**
 * The checkout's first step is ready for input: hydrated, with the cart and the saved draft read and
 * the shop's own choices made.
 */
export const expectCheckoutReady = (page: Page) =>
  expect(page.locator("form button[type=submit]")).toBeEnabled();

/** Puts a bouncer in the cart and opens the checkout, ready for input. */
export async function checkoutWithBouncer(page: Page, language: keyof typeof LANGUAGES): Promise<void> {
  const texts = LANGUAGES[language];
  await page.goto(`${texts.prefix}/products/bouncer-bliss/`);
  await declineOptionalCookies(page, texts);
  await addToCart(page, texts);
  await page.goto(`${texts.prefix}/checkout/`);
  await expectCheckoutReady(page);
}

/** Fills in every field as a shopper from Amsterdam paying with iDEAL. */
export async function fillDetails(page: Page, texts: Texts): Promise<void> {
  await page.getByLabel(texts.fields.email).fill("parent@example.com");
  await page.getByLabel(texts.fields.firstName).fill("Sam");
  await page.getByLabel(texts.fields.lastName).fill("de Vries");
  await page.getByLabel(texts.fields.address).fill("Keizersgracht 1");
  await page.getByLabel(texts.fields.postcode).fill("1015 AA");
  await page.getByLabel(texts.fields.city).fill("Amsterdam");
  await page.getByLabel(texts.fields.country).selectOption("NL");
  await page.getByRole("radio", { name: new RegExp(texts.standard) }).check();
  await page.getByRole("radio", { name: "iDEAL" }).check();
}

/** Buys a bouncer in this tab (as parent@example.com) and returns the order's number. */
export async function placeOrder(page: Page, language: keyof typeof LANGUAGES): Promise<string> {
  const texts = LANGUAGES[language];
  const words = CHECKOUT[language];
  await checkoutWithBouncer(page, language);
  await fillDetails(page, texts);
  await page.getByRole("button", { name: words.review }).click();
  await page.getByRole("button", { name: texts.placeOrder }).click();
  await page.getByRole("button", { name: words.pay }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.thanks);
  return paidOrderNumber(page);
}

/**
 * The number the confirmation shows, once the platform has answered: the thanks heading comes first,
 * with the page, and the order after it.
 */
export async function paidOrderNumber(page: Page): Promise<string> {
  const number = page.locator("[data-order-number]");
  await expect(number).toHaveText(/^BS-\d{6}-[A-Z0-9]{5}$/);
  return (await number.textContent()) ?? "";
}

import { expect, type Locator, type Page } from "@playwright/test";
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

type Language = keyof typeof LANGUAGES;

/**
 * The checkout as a shopper goes through it, in the page's language: its steps are what a journey test
 * does, named as the shopper would name them.
 */
export class Checkout {
  readonly texts: Texts;
  readonly words: (typeof CHECKOUT)[Language];

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.texts = LANGUAGES[language];
    this.words = CHECKOUT[language];
  }

  /** Puts a bouncer in the cart, as the shopper does on its page, and opens the checkout. */
  static async withBouncer(page: Page, language: Language): Promise<Checkout> {
    const checkout = new Checkout(page, language);
    await page.goto(`${checkout.texts.prefix}/products/bouncer-bliss/`);
    await declineOptionalCookies(page, checkout.texts);
    await addToCart(page, checkout.texts);
    return checkout.open();
  }

  /** Opens the checkout, ready for input. */
  async open(): Promise<this> {
    await this.page.goto(`${this.texts.prefix}/checkout/`);
    await this.ready();
    return this;
  }

  /** Hydrated, with the cart and the saved draft read and the shop's own choices made. */
  ready(): Promise<void> {
    return expect(this.page.locator("form button[type=submit]")).toBeEnabled();
  }

  /** A field of the details form, by its label. */
  field(name: keyof Texts["fields"]): Locator {
    return this.page.getByLabel(this.texts.fields[name], { exact: true });
  }

  /** The order's summary beside the steps. */
  get summary(): Locator {
    return this.page.getByRole("complementary");
  }

  /** Fills in every field as a shopper from Amsterdam paying with iDEAL. */
  async fillDetails(): Promise<void> {
    await this.field("email").fill("parent@example.com");
    await this.field("firstName").fill("Sam");
    await this.field("lastName").fill("de Vries");
    await this.field("address").fill("Keizersgracht 1");
    await this.field("postcode").fill("1015 AA");
    await this.field("city").fill("Amsterdam");
    await this.field("country").selectOption("NL");
    await this.page.getByRole("radio", { name: new RegExp(this.texts.standard) }).check();
    await this.page.getByRole("radio", { name: "iDEAL" }).check();
  }

  /** Sends the details: on to the review if they are complete and correct. */
  send(): Promise<void> {
    return this.page.getByRole("button", { name: this.words.review }).click();
  }

  /** Sends the details and sees the review. */
  async toReview(): Promise<void> {
    await this.send();
    await expect(this.page.getByRole("heading", { name: this.words.reviewHeading })).toBeVisible();
  }

  /** Places the order, on to the payment partner. */
  placeOrder(): Promise<void> {
    return this.page.getByRole("button", { name: this.texts.placeOrder }).click();
  }

  /** Pays at the payment partner, on to the confirmation. */
  pay(): Promise<void> {
    return this.page.getByRole("button", { name: this.words.pay }).click();
  }

  /** Fills in the details, reviews, places and pays: the number of the order confirmed. */
  async buy(): Promise<string> {
    await this.fillDetails();
    await this.toReview();
    await this.placeOrder();
    await this.pay();
    return this.confirmedOrder();
  }

  /**
   * The number the confirmation thanks for, once the platform has answered: the thanks heading comes
   * first, with the page, and the order after it.
   */
  async confirmedOrder(): Promise<string> {
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(this.texts.thanks);
    const number = this.page.locator("[data-order-number]");
    await expect(number).toHaveText(/^BS-\d{6}-[A-Z0-9]{5}$/);
    return (await number.textContent()) ?? "";
  }
}

/** Buys a bouncer in this tab (as parent@example.com) and returns the order's number. */
export async function buyBouncer(page: Page, language: Language): Promise<string> {
  return (await Checkout.withBouncer(page, language)).buy();
}

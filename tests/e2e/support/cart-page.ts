import { expect, type Locator, type Page } from "@playwright/test";
import type { CartLine } from "../../../src/cart/cart-lines";
import { savedCart } from "./saved-cart";
import { clickUntil, declineOptionalCookies, LANGUAGES, type Texts } from "./shop";

type Language = keyof typeof LANGUAGES;

/** An amount in euros as the page writes it in `language`. */
export const euros = (amount: number, language: Language = "en-US"): string =>
  new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(amount);

/** The figure a totals list (the cart's summary, the mini cart's) gives for `term`. */
export const figure = (totals: Locator, term: string): Locator =>
  totals.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("+ dd");

/** A shopper who comes back to a cart they filled before (written once, so that reloads keep changes). */
export async function withSavedCart(page: Page, lines: readonly CartLine[]): Promise<void> {
  const entries = await savedCart(lines);
  await page.addInitScript((saved) => {
    for (const [name, value] of saved)
      if (window.localStorage.getItem(name) === null) window.localStorage.setItem(name, value);
  }, entries);
}

/** The cart page as a shopper uses it, in the page's language. */
export class CartPage {
  readonly texts: Texts;

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.texts = LANGUAGES[language];
  }

  /** Opens the cart, with the optional cookies declined so that the banner covers nothing. */
  static async open(page: Page, language: Language): Promise<CartPage> {
    const cart = new CartPage(page, language);
    await page.goto(`${cart.texts.prefix}/cart/`);
    await declineOptionalCookies(page, cart.texts);
    return cart;
  }

  /** The order's summary: item count, totals and what free shipping needs. */
  get summary(): Locator {
    return this.page.getByRole("complementary");
  }

  /** The summary's figure for `term`. */
  figure(term: string): Locator {
    return figure(this.summary, term);
  }

  /** The names of the lines, in their order. */
  get lineNames(): Locator {
    return this.page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
  }

  /** Removes the line of `name`, trying again until the page has its code and takes it out. */
  async remove(name: string): Promise<void> {
    const line = this.lineNames.filter({ hasText: new RegExp(`^${name}$`) });
    await clickUntil(
      this.page,
      () => this.page.getByRole("button", { name: `Remove ${name}` }).click(),
      () => expect(line).toHaveCount(0, { timeout: 1000 }),
    );
  }

  /** The offer to undo the removal of `name`, while it lasts. */
  undoOffer(name: string): Locator {
    return this.page.getByRole("status").filter({ hasText: `${name} was removed from your cart` });
  }
}

import { expect as expectNow, type FrameLocator, type Locator, type Page } from "@playwright/test";

// Decap's own script, five megabytes, starts in seconds on a loaded machine.
const expect = expectNow.configure({ timeout: 30_000 });

/** The content studio at /admin/ of the development server, as a marketer works in it. */
export class Studio {
  readonly preview: FrameLocator;

  constructor(private readonly page: Page) {
    // Decap draws the preview in a frame of its own beside the form.
    this.preview = page.frameLocator("#preview-pane");
  }

  /** Opens the studio; the local backend needs no password, only the login button. */
  async open(): Promise<void> {
    await this.page.goto("/admin/");
    await this.page.getByRole("button", { name: "Login" }).click();
    await expect(this.page.getByRole("heading", { name: "Collections" })).toBeVisible();
  }

  async openCollection(label: string): Promise<void> {
    await this.page.getByRole("link", { name: label, exact: true }).click();
  }

  async newLink(): Promise<void> {
    await this.page.getByRole("link", { name: "Create entry of type Campaign link" }).click();
  }

  async openEntry(name: string | RegExp): Promise<void> {
    await this.page.getByRole("link", { name }).first().click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true }).first();
  }

  /** Replaces what a field holds, as a person does: select all, then type. */
  async type(label: string, value: string): Promise<void> {
    const field = this.field(label);
    await field.click();
    await field.press("ControlOrMeta+a");
    await this.page.keyboard.insertText(value);
    await expect(field).toHaveValue(value);
  }

  /** Picks a page in a page picker (`label`, like "Page") by what a marketer types, like "Kitchen". */
  async pickPage(label: string, typed: string, title = typed): Promise<void> {
    const field = this.field(label);
    await field.click();
    await field.press("ControlOrMeta+a");
    await this.page.keyboard.insertText(typed);
    await this.pickerOption(title).click();
  }

  /** A page the open page picker offers, by its title. */
  pickerOption(title: string): Locator {
    return this.page.getByRole("option", { name: new RegExp(`^${title} /`) }).first();
  }

  /**
   * Picks countries in the countries picker by what a marketer types, like "Germany" or
   * "Netherlands (nl)", each the first country it finds, after the ones already picked.
   */
  async pickCountries(...typed: string[]): Promise<void> {
    const field = this.field("Countries");
    for (const text of typed) {
      await field.click();
      await this.page.keyboard.insertText(text);
      await this.page.keyboard.press("Enter");
    }
  }

  /** Takes the last picked country off the countries picker. */
  async unpickLastCountry(): Promise<void> {
    await this.field("Countries").click();
    await this.page.keyboard.press("Backspace");
  }

  /** The error Decap shows on a field: above it, beside its label. */
  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  async addException(): Promise<void> {
    await this.page.getByRole("button", { name: /Add exception/ }).click();
  }

  async publish(): Promise<void> {
    await this.page.getByRole("button", { name: "Publish", exact: true }).click();
    await this.page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  /** Deletes the open entry, confirming Decap's question. */
  async deleteEntry(): Promise<void> {
    this.page.once("dialog", (dialog) => void dialog.accept());
    await this.page.getByRole("button", { name: /^Delete (published )?entry$/ }).click();
  }

  /** Decap's notice after a save, or a refusal. */
  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  /** The version another marketer published, shown when the studio refused to save over it. */
  theirVersion(): Locator {
    return this.page.getByRole("complementary", { name: "Their version" });
  }

  /** Having seen their version, publishes this marketer's over it next time. */
  async keepMine(): Promise<void> {
    await this.theirVersion().getByRole("button", { name: "Keep mine: publish it over theirs" }).click();
  }

  /** The preview's row of a country ("Germany (de)") or "Any other country": the address it lands on. */
  landing(country: string): Locator {
    return this.preview
      .getByRole("row", { name: new RegExp(`^${country.replace(/[()]/g, "\\$&")}`) })
      .locator(".address")
      .first();
  }
}

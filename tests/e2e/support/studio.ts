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

  /** The studio, opened at `entry` of the collection `label`. */
  static async atEntry(page: Page, label: string, entry: string | RegExp): Promise<Studio> {
    const studio = new Studio(page);
    await studio.open();
    await studio.openCollection(label);
    await studio.openEntry(entry);
    return studio;
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

  /** Picks the first choice of a select field that matches what is typed, like "Poland". */
  async pick(label: string, typed: string): Promise<void> {
    await this.field(label).click();
    await this.page.keyboard.insertText(typed);
    await this.page.keyboard.press("Enter");
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

  /** Opens the bulk import of campaign links from the studio's top bar. */
  async openBulkImport(): Promise<void> {
    await this.page.getByRole("link", { name: "Bulk import" }).click();
    await expect(this.page.getByRole("heading", { name: "Bulk import of campaign links" })).toBeVisible();
  }

  /** Chooses a CSV file named `name` holding `text` on the bulk import page. */
  async chooseCsv(name: string, text: string): Promise<void> {
    await this.page
      .getByLabel("CSV file to import")
      .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  }

  /** The bulk import's row of a link, by its short link. */
  importRow(slug: string): Locator {
    return this.page.getByRole("table", { name: "What the import changes" }).getByRole("row", {
      name: new RegExp(`^${slug} `),
    });
  }

  /** A field in which their version differs from this marketer's, in the panel of their version. */
  theirChange(label: string): Locator {
    return this.theirVersion().getByRole("listitem", { name: label, exact: true });
  }

  /** Takes the other marketer's value of one field into the form. */
  async takeTheirs(label: string): Promise<void> {
    await this.theirChange(label).getByRole("button", { name: "Take theirs" }).click();
  }

  /** The open entry's history, from its button beside the form. */
  async openHistory(): Promise<Locator> {
    await this.page.getByRole("button", { name: "History", exact: true }).click();
    return this.history();
  }

  history(): Locator {
    return this.page.getByRole("complementary", { name: "History" });
  }

  /** A version in the history, by who made it and when ("Anna Smit, 2 Nov 2026, 14:15"). */
  version(madeBy: string | RegExp): Locator {
    return this.history().getByRole("listitem", { name: madeBy, exact: true });
  }

  async restore(madeBy: string): Promise<void> {
    await this.version(madeBy).getByRole("button", { name: "Restore this version" }).click();
  }

  /** The preview's row of a country ("Germany (de)") or "Any other country": the address it lands on. */
  landing(country: string): Locator {
    return this.landingRow(country).locator(".address").first();
  }

  /** The shop the preview says a country's visitors land on. */
  landingShop(country: string): Locator {
    return this.landingRow(country).locator(".shop");
  }

  landingRow(country: string): Locator {
    return this.preview.getByRole("row", { name: new RegExp(`^${country.replace(/[()]/g, "\\$&")}`) });
  }
}

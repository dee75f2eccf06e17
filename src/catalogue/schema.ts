import { z } from "zod";
import { readCalendarDay } from "../content/calendar-day";
import { localizedList, localizedText } from "../content/localized";
import { ILLUSTRATIONS } from "../content/illustrations";

/** Every currency a built shop sells in: the commerce engine prices each product and set in each. */
export const CURRENCIES = ["EUR", "USD", "GBP", "SEK", "CAD", "AUD", "HKD", "KRW"] as const;

const handle = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: "handles are lower-case words joined by dashes, like baby-carrier-one",
});

const calendarDate = z.string().refine((date) => readCalendarDay(date, "-") !== undefined, {
  error: "write a date that exists as YYYY-MM-DD, like 2024-03-18",
});

const price = z.number().positive({ error: "a price is a number above 0, like 189.95" });

/** A price in each currency: the shipping rates' (the engine owns the catalogue's). */
export const pricesSchema = z.strictObject(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, price])) as Record<
    (typeof CURRENCIES)[number],
    typeof price
  >,
);

const illustration = z.enum(ILLUSTRATIONS, { error: `pick one of: ${ILLUSTRATIONS.join(", ")}` });

const variantSchema = z.strictObject({
  sku: z
    .string()
    .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: "SKUs are capitals, digits and dashes, like BC1-BLK" }),
  colour: handle,
  size: z.string().min(1).optional(),
});

const reviewSchema = z.strictObject({
  name: z.string().trim().min(1, { error: "write the reviewer's first name, like Sanne" }),
  date: calendarDate,
  stars: z
    .int()
    .min(1, { error: "stars are a whole number from 1 to 5, like 4" })
    .max(5, { error: "stars are a whole number from 1 to 5, like 4" }),
  text: localizedText,
});

export const productSchema = z.strictObject({
  handle,
  category: handle,
  name: localizedText,
  summary: localizedText,
  description: localizedText,
  features: localizedList,
  care: localizedText,
  illustration,
  variants: z.array(variantSchema).min(1, { error: "a product needs at least one variant" }),
  featured: z.boolean().optional(),
  related: z.array(handle).optional(),
  added: calendarDate.optional(),
  /** Its shoppers' reviews, all of them: the stars and the count shown are theirs (see `shownRating`). */
  reviews: z.array(reviewSchema).optional(),
});

export const categoriesFileSchema = z.strictObject({
  categories: z.array(
    z.strictObject({
      handle,
      name: localizedText,
      heroTitle: localizedText,
      heroText: localizedText,
      illustration,
    }),
  ),
});

export const coloursFileSchema = z.strictObject({
  colours: z.record(
    handle,
    z.strictObject({
      hex: z.string().regex(/^#[0-9a-f]{6}$/, { error: "colours are written like #2b2b2b" }),
      name: localizedText,
    }),
  ),
});

export const bundlesFileSchema = z.strictObject({
  bundles: z.array(
    z.strictObject({
      handle,
      name: localizedText,
      description: localizedText,
      items: z.array(z.string()).min(2, { error: "a bundle holds at least two items" }),
      illustration,
    }),
  ),
});

/** A gift option is a product of its own: an SKU, a name and a drawn image (the engine prices it). */
const giftOptionSchema = z.strictObject({
  sku: z.string(),
  name: localizedText,
  illustration,
});

export const giftOptionsFileSchema = z.strictObject({
  giftMessage: giftOptionSchema,
  giftBox: giftOptionSchema,
});

export type Currency = (typeof CURRENCIES)[number];
export type Prices = Record<Currency, number>;

/** Prices and stock are the engine's; rating and count are added from the reviews. */
export type ProductContent = z.output<typeof productSchema> & { rating?: number; reviewCount?: number };
type BundleContent = z.output<typeof bundlesFileSchema>["bundles"][number];
export type GiftOptionsContent = z.output<typeof giftOptionsFileSchema>;

export type Product = Omit<ProductContent, "variants"> & {
  prices: Prices;
  variants: (ProductContent["variants"][number] & { stock: number })[];
};
export type Bundle = BundleContent & { prices: Prices };
type GiftOption = GiftOptionsContent["giftMessage"] & { prices: Prices };
export type GiftOptions = { giftMessage: GiftOption; giftBox: GiftOption };
export type Review = z.output<typeof reviewSchema>;
export type Category = z.output<typeof categoriesFileSchema>["categories"][number];
type Colours = z.output<typeof coloursFileSchema>["colours"];

/** What `content/catalogue/` says: everything but prices and stock, which are the commerce engine's. */
export interface CatalogueContent {
  categories: Category[];
  colours: Colours;
  products: ProductContent[];
  bundles: BundleContent[];
  giftOptions: GiftOptionsContent;
}

export interface Catalogue extends CatalogueContent {
  products: Product[];
  bundles: Bundle[];
  giftOptions: GiftOptions;
}

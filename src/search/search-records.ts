import { productImageColour } from "../catalogue/images";
import { productHandle } from "../catalogue/paths";
import { KLEVU_IMAGE_ORIGINS } from "./service-urls";

/** Records come from a remote service: every field is checked, and a record of no shop page is dropped. */
export interface SearchProduct {
  id: string;
  itemGroupId: string;
  handle: string;
  name: string;
  path: string;
  image?: string;
  /** The colours it comes in, by the pictures of its swatches, so that a colour filter can show it in one. */
  colours: { key: string }[];
  price: number;
  salePrice: number;
  currency: string;
  category: string;
  sku: string;
  brand: string;
  /** The average review rating, 0–5; none when the record has none (or 0: not rated yet). */
  rating?: number;
}

export interface RecordLike {
  id?: unknown;
  itemGroupId?: unknown;
  name?: unknown;
  url?: unknown;
  image?: unknown;
  imageUrl?: unknown;
  price?: unknown;
  salePrice?: unknown;
  currency?: unknown;
  category?: unknown;
  sku?: unknown;
  brand?: unknown;
  rating?: unknown;
  shortDesc?: unknown;
  typeOfRecord?: unknown;
  swatches?: unknown;
}

const text = (value: unknown, max = 200): string =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, max) : "";

export function recordPath(url: unknown): string | undefined {
  if (typeof url !== "string" || url.length > 500) return undefined;
  try {
    const parsed = new URL(url, "https://shop.invalid");
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
    return /^\/[\w\-./]*$/.test(parsed.pathname) ? parsed.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Only the site's own images, or whole ones on the provider's image host. */
export function merchandisingImage(url: unknown): string | undefined {
  const path = recordPath(url);
  const origin = typeof url === "string" && url.startsWith("https://") ? new URL(url).origin : "";
  if (path && KLEVU_IMAGE_ORIGINS.includes(origin)) return `${origin}${path}`;
  return path?.startsWith("/images/") ? path : undefined;
}

const imagePath = (record: RecordLike): string | undefined => {
  const path = recordPath(record.imageUrl) ?? recordPath(record.image);
  return path?.startsWith("/images/") ? path : undefined;
};

export function toSearchProduct(record: RecordLike): SearchProduct | undefined {
  const id = text(record.id, 100);
  const name = text(record.name);
  const path = recordPath(record.url);
  const price = Number(record.price);
  const salePrice = Number(record.salePrice ?? record.price);
  if (!id || !name || !path || !Number.isFinite(price)) return undefined;
  const rating = Number(record.rating);
  const handle = productHandle(path);
  return {
    id,
    itemGroupId: text(record.itemGroupId, 100) || id,
    handle,
    name,
    path,
    image: imagePath(record),
    colours: swatchColours(record.swatches, handle),
    price,
    salePrice: Number.isFinite(salePrice) ? salePrice : price,
    currency: /^[A-Z]{3}$/.test(text(record.currency)) ? text(record.currency) : "",
    category: text(record.category),
    sku: text(record.sku, 100),
    brand: text(record.brand, 100),
    ...(rating > 0 && rating <= 5 ? { rating } : {}),
  };
}

const swatchColours = (swatches: unknown, handle: string): { key: string }[] =>
  (Array.isArray(swatches) ? swatches : []).flatMap((swatch: { image?: unknown }) => {
    const colour = productImageColour(handle, recordPath(swatch?.image) ?? "");
    return colour ? [{ key: colour }] : [];
  });

const convertAll =
  <T>(convert: (record: RecordLike) => T | undefined) =>
  (records: readonly RecordLike[]): T[] =>
    records.flatMap((record) => {
      const converted = convert(record);
      return converted ? [converted] : [];
    });

export const toSearchProducts = convertAll(toSearchProduct);

export interface SearchPage {
  id: string;
  kind: "category" | "page";
  name: string;
  path: string;
  image?: string;
  summary: string;
}

export function toSearchPage(record: RecordLike): SearchPage | undefined {
  const id = text(record.id, 100);
  const name = text(record.name);
  const path = recordPath(record.url);
  if (!id || !name || !path) return undefined;
  return {
    id,
    kind: record.typeOfRecord === "KLEVU_CATEGORY" ? "category" : "page",
    name,
    path,
    image: imagePath(record),
    summary: text(record.shortDesc, 300),
  };
}

export const toSearchPages = convertAll(toSearchPage);

export const hasNextPage = (meta: { totalResultsFound: number; offset: number }, limit: number): boolean =>
  meta.totalResultsFound > meta.offset + limit;

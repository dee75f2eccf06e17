import type { Guide } from "../guides/schema";
import type { Illustration } from "../content/illustrations";
import type { CatalogueContent } from "./schema";
import { imagePath } from "./paths";

/** Generated image files: one per product colour, category, bundle, guide and gift option. */
export const productImage = (handle: string, colour: string): string =>
  imagePath(`products/${handle}-${colour}`);
export function productImageColour(handle: string, image: string): string | undefined {
  const [before = "", after = ""] = productImage(handle, "|").split("|");
  const colour =
    image.startsWith(before) && image.endsWith(after) && image.slice(before.length, -after.length);
  return colour || undefined;
}
export const categoryImage = (handle: string): string => imagePath(`categories/${handle}`);
export const bundleImage = (handle: string): string => imagePath(`bundles/${handle}`);
export const guideImage = (handle: string): string => imagePath(`guides/${handle}`);
export const giftImage = (sku: string): string => imagePath(`gifts/${sku.toLowerCase()}`);

/** The brand's colour, which the site's theme uses too: what a drawing without a colour of its own is filled with. */
const BRAND_COLOUR = "#2f4858";

/** Every image the site shows, with what to draw: generated at build time. */
export function imageManifest(catalogue: CatalogueContent, guides: readonly Guide[]) {
  const images: { path: string; kind: Illustration; colour: string; label: string }[] = [];
  for (const product of catalogue.products) {
    for (const colour of new Set(product.variants.map((variant) => variant.colour))) {
      const hex = catalogue.colours[colour]?.hex ?? BRAND_COLOUR;
      images.push({
        path: productImage(product.handle, colour),
        kind: product.illustration,
        colour: hex,
        label: product.name["en-US"],
      });
    }
  }
  const pages = [
    ...catalogue.categories.map((c) => ({
      path: categoryImage(c.handle),
      kind: c.illustration,
      label: c.name,
    })),
    ...catalogue.bundles.map((b) => ({ path: bundleImage(b.handle), kind: b.illustration, label: b.name })),
    ...guides.map((g) => ({ path: guideImage(g.handle), kind: g.illustration, label: g.title })),
    ...Object.values(catalogue.giftOptions).map((o) => ({
      path: giftImage(o.sku),
      kind: o.illustration,
      label: o.name,
    })),
  ];
  for (const page of pages) images.push({ ...page, colour: BRAND_COLOUR, label: page.label["en-US"] });
  return images;
}

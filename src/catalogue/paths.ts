/** The address of each kind of catalogue page, without a language prefix. */
export const productPath = (handle: string): string => `/products/${handle}/`;
export const categoryPath = (handle: string): string => `/categories/${handle}/`;
export const bundlePath = (handle: string): string => `/bundles/${handle}/`;
export const guidePath = (handle: string): string => `/guides/${handle}/`;
export const imagePath = (name: string): string => `/images/${name}.svg`;

/**
 * The product a link leads to, by its handle (`/en-US/products/bouncer-bliss/` → `bouncer-bliss`), so
 * that a language prefix or a variant's record do not make one product two; other paths stay as they are.
 */
export const productHandle = (path: string): string => path.match(/\/products\/([^/?#]+)/)?.[1] ?? path;

/** The reviews section of a product page, which the rating near the product's name links to. */
export const REVIEWS_ANCHOR = "reviews";

/** The address of each kind of catalogue page, without a language prefix. */
export const productPath = (handle: string): string => `/products/${handle}/`;
export const categoryPath = (handle: string): string => `/categories/${handle}/`;
export const bundlePath = (handle: string): string => `/bundles/${handle}/`;
export const guidePath = (handle: string): string => `/guides/${handle}/`;
export const imagePath = (name: string): string => `/images/${name}.svg`;

/** The reviews section of a product page, which the rating near the product's name links to. */
export const REVIEWS_ANCHOR = "reviews";

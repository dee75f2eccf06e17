export const productPath = (handle: string): string => `/products/${handle}/`;
export const categoryPath = (handle: string): string => `/categories/${handle}/`;
export const bundlePath = (handle: string): string => `/bundles/${handle}/`;
export const guidePath = (handle: string): string => `/guides/${handle}/`;
export const imagePath = (name: string): string => `/images/${name}.svg`;

/** So that a language prefix or a variant's record do not make one product two. */
export const productHandle = (path: string): string => path.match(/\/products\/([^/?#]+)/)?.[1] ?? path;

export const REVIEWS_ANCHOR = "reviews";

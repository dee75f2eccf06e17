/** An image of a STATIC_CONTENT recommendation, for screens up to `maxWidth` pixels wide. */
export interface StaticImage {
  resolution: string;
  url: string;
  altTag: string;
  maxWidth: number;
}

/**
 * The image for a screen `width` pixels wide: the narrowest one made for at least that width, or the
 * widest when the screen is wider than all of them.
 */
export function imageForWidth<T extends StaticImage>(images: readonly T[], width: number): T | undefined {
  const byWidth = [...images].sort((a, b) => a.maxWidth - b.maxWidth);
  return byWidth.find((image) => image.maxWidth >= width) ?? byWidth.at(-1);
}

export interface StaticImage {
  resolution: string;
  url: string;
  altTag: string;
  maxWidth: number;
}

export function imageForWidth<T extends StaticImage>(images: readonly T[], width: number): T | undefined {
  const byWidth = [...images].sort((a, b) => a.maxWidth - b.maxWidth);
  return byWidth.find((image) => image.maxWidth >= width) ?? byWidth.at(-1);
}

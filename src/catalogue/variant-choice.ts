/** A variant as the shopper picks it: by colour, then by size when the colour comes in sizes. */
interface PickedVariant {
  colour: { key: string };
  size?: string;
}

/** The sizes a colour comes in, in content order, each once; none for a colour without sizes. */
export const sizesInColour = (variants: readonly PickedVariant[], colour: string): string[] => [
  ...new Set(variants.flatMap((v) => (v.colour.key === colour && v.size ? [v.size] : []))),
];

/**
 * The variant of the chosen colour in the chosen size (a colour without sizes needs none). A size the
 * colour lacks names none of its variants: then the product's first.
 */
export const chosenVariant = <Variant extends PickedVariant>(
  variants: readonly Variant[],
  colour: string,
  size: string,
): Variant | undefined =>
  variants.find((v) => v.colour.key === colour && (!v.size || v.size === size)) || variants[0];

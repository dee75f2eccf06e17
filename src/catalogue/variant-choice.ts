interface PickedVariant {
  colour: { key: string };
  size?: string;
}

export const sizesInColour = (variants: readonly PickedVariant[], colour: string): string[] => [
  ...new Set(variants.flatMap((v) => (v.colour.key === colour && v.size ? [v.size] : []))),
];

/** A size the colour lacks names none of its variants: then the product's first. */
export const chosenVariant = <Variant extends PickedVariant>(
  variants: readonly Variant[],
  colour: string,
  size: string,
): Variant | undefined =>
  variants.find((v) => v.colour.key === colour && (!v.size || v.size === size)) || variants[0];

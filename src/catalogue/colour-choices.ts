/** A colour a shopper can pick on a product page: sold out when none of its variants is in stock. */
export type ColourChoice<Colour extends { key: string } = { key: string }> = Colour & {
  soldOut: boolean;
  /** The image of the colour's first variant. */
  image: string;
};

/** The product's colours in content order, each once, marked sold out when no variant of it is in stock. */
export function colourChoices<Colour extends { key: string }>(
  variants: readonly { colour: Colour; stock: number; image: string }[],
): ColourChoice<Colour>[] {
  const choices = new Map<string, ColourChoice<Colour>>();
  for (const variant of variants) {
    const choice = choices.get(variant.colour.key);
    if (choice) choice.soldOut &&= variant.stock === 0;
    else
      choices.set(variant.colour.key, {
        ...variant.colour,
        soldOut: variant.stock === 0,
        image: variant.image,
      });
  }
  return [...choices.values()];
}

/** The colour a product page opens on: the first one in stock, else the first. */
export const initialColour = (choices: readonly ColourChoice[]): string =>
  (choices.find((choice) => !choice.soldOut) ?? choices[0])?.key ?? "";

/**
 * The colour asked for in a page address (`?colour=white`), when the product has it. Anything else in
 * the address is ignored, so a link can never make the page show a colour the product lacks.
 */
export function colourFromSearch(search: string, choices: readonly ColourChoice[]): string | undefined {
  const asked = new URLSearchParams(search).get(COLOUR_PARAMETER)?.toLowerCase();
  return choices.find((choice) => choice.key === asked)?.key;
}

/** The query parameter that keeps the chosen colour in a product page's address. */
export const COLOUR_PARAMETER = "colour";

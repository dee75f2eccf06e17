export type ColourChoice<Colour extends { key: string } = { key: string }> = Colour & {
  soldOut: boolean;
  image: string;
};

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

export const initialColour = (choices: readonly ColourChoice[]): string =>
  (choices.find((choice) => !choice.soldOut) ?? choices[0])?.key ?? "";

/** Anything else is ignored: a link can never make the page show a colour the product lacks. */
export function colourFromSearch(search: string, choices: readonly ColourChoice[]): string | undefined {
  const asked = new URLSearchParams(search).get(COLOUR_PARAMETER)?.toLowerCase();
  return choices.find((choice) => choice.key === asked)?.key;
}

export const COLOUR_PARAMETER = "colour";

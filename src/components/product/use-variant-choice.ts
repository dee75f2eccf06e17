import { useState } from "react";
import { replaceUrlParameter } from "../../app/url-parameter";
import { useBrowserValue } from "../../app/use-browser-value";
import { COLOUR_PARAMETER, colourFromSearch } from "../../catalogue/colour-choices";
import { chosenVariant, sizesInColour } from "../../catalogue/variant-choice";
import type { ProductView } from "../../catalogue/view-types";

/** The colour and size a shopper picks on a product page, the variant they name, and how to change them. */
export function useVariantChoice(view: Pick<ProductView, "variants" | "colourChoices" | "initialColour">) {
  // The address may name a colour (a shared link, a reload, a language switch): known only in the browser.
  const linked = useBrowserValue(
    () => colourFromSearch(window.location.search, view.colourChoices),
    undefined,
  );
  const [picked, setPicked] = useState<string>();
  const colour = picked || linked || view.initialColour;
  const sizes = sizesInColour(view.variants, colour);
  const [size, setSize] = useState(sizes[0] || "");
  return {
    colour,
    pickColour: (key: string) => {
      setPicked(key);
      replaceUrlParameter(COLOUR_PARAMETER, key);
    },
    sizes,
    size,
    setSize,
    variant: chosenVariant(view.variants, colour, size),
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;

import { z } from "zod";
import { localizedText } from "../content/localized";

/** Side by side in the header on a desktop: more would not fit beside the logo and the search. */
const MAX_SECTIONS = 6;

export const mainMenuFileSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        label: localizedText,
        links: z
          .array(
            z.strictObject({
              label: localizedText,
              to: z.string().regex(/^\/([a-z0-9-]+\/)*$/, {
                error: "write the path of a page of the shop, like /categories/cribs/",
              }),
            }),
          )
          .min(1, { error: "give the section at least one link" }),
      }),
    )
    .max(MAX_SECTIONS, {
      error: `keep the menu to ${MAX_SECTIONS} sections: they sit side by side in the header`,
    }),
});

import { z } from "zod";
import { localizedList, localizedText } from "../content/localized";
import { ILLUSTRATIONS } from "../content/illustrations";

export const guideSchema = z.strictObject({
  handle: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "handles are lower-case words joined by dashes" }),
  title: localizedText,
  summary: localizedText,
  illustration: z.enum(ILLUSTRATIONS),
  sections: z
    .array(z.strictObject({ heading: localizedText, paragraphs: localizedList }))
    .min(1, { error: "a guide needs at least one section" }),
  /** Product handles shown under the guide. */
  products: z.array(z.string()).optional(),
});

export type Guide = z.output<typeof guideSchema>;

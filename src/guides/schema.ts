import { z } from "zod";
import { localizedList, localizedText } from "../content/localized";
import { ILLUSTRATIONS } from "../content/illustrations";

/** Where a link of a page's section may go: a page of the site, an email address or a phone number. */
const linkTarget = z.string().regex(/^(\/([a-z0-9-]+\/)*|mailto:[^@\s]+@[^@\s]+|tel:\+[0-9]{6,15})$/, {
  error:
    "a link goes to a page of the shop (/terms/), an email address (mailto:…) or a phone number (tel:+31…)",
});

/** Ways onward after a section's text: other pages, an email address, a phone number. */
export const sectionLinks = z.array(z.strictObject({ label: localizedText, to: linkTarget })).optional();

export const guideSchema = z.strictObject({
  handle: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "handles are lower-case words joined by dashes" }),
  title: localizedText,
  summary: localizedText,
  illustration: z.enum(ILLUSTRATIONS),
  sections: z
    .array(z.strictObject({ heading: localizedText, paragraphs: localizedList, links: sectionLinks }))
    .min(1, { error: "a guide needs at least one section" }),
  /** Product handles shown under the guide. */
  products: z.array(z.string()).optional(),
});

export type Guide = z.output<typeof guideSchema>;

import { z } from "zod";
import { localizedList, localizedText } from "../content/localized";
import { ILLUSTRATIONS } from "../content/illustrations";

/** Where a link of a page's section may go: a page of the site, an email address or a phone number. */
const linkTarget = z.string().regex(/^(\/([a-z0-9-]+\/)*|mailto:[^@\s]+@[^@\s]+|tel:\+[0-9]{6,15})$/, {
  error:
    "a link goes to a page of the shop (/terms/), an email address (mailto:…) or a phone number (tel:+31…)",
});

/** Ways onward after a section's text: other pages, an email address, a phone number. */
const sectionLinks = z.array(z.strictObject({ label: localizedText, to: linkTarget })).optional();

/** The end of a written page's address. */
const handle = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "handles are lower-case words joined by dashes" });

/** A section of a written page: its heading, its paragraphs, then the links onward. */
const section = z.strictObject({ heading: localizedText, paragraphs: localizedList, links: sectionLinks });

export const guideSchema = z.strictObject({
  handle,
  title: localizedText,
  summary: localizedText,
  illustration: z.enum(ILLUSTRATIONS),
  sections: z.array(section).min(1, { error: "a guide needs at least one section" }),
  /** Product handles shown under the guide. */
  products: z.array(z.string()).optional(),
});

export type Guide = z.output<typeof guideSchema>;

/**
 * A page the shop must have (customer service, terms, privacy …), written as a guide is but without a
 * picture or products. Kept apart from its loader, which reads files, so that the studio can check by it.
 */
export const servicePageSchema = z.strictObject({
  handle,
  title: localizedText,
  summary: localizedText,
  sections: z.array(section).min(1, { error: "a page needs at least one section" }),
});

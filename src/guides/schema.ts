import { z } from "zod";
import { localizedList, localizedText } from "../content/localized";
import { ILLUSTRATIONS } from "../content/illustrations";

const linkTarget = z.string().regex(/^(\/([a-z0-9-]+\/)*|mailto:[^@\s]+@[^@\s]+|tel:\+[0-9]{6,15})$/, {
  error:
    "a link goes to a page of the shop (/terms/), an email address (mailto:…) or a phone number (tel:+31…)",
});

const sectionLinks = z.array(z.strictObject({ label: localizedText, to: linkTarget })).optional();

const handle = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "handles are lower-case words joined by dashes" });

const section = z.strictObject({ heading: localizedText, paragraphs: localizedList, links: sectionLinks });

export const guideSchema = z.strictObject({
  handle,
  title: localizedText,
  summary: localizedText,
  illustration: z.enum(ILLUSTRATIONS),
  sections: z.array(section).min(1, { error: "a guide needs at least one section" }),
  products: z.array(z.string()).optional(),
});

export type Guide = z.output<typeof guideSchema>;

/** Kept apart from its loader, which reads files, so that the studio can check by it. */
export const servicePageSchema = z.strictObject({
  handle,
  title: localizedText,
  summary: localizedText,
  sections: z.array(section).min(1, { error: "a page needs at least one section" }),
});

import { z } from "zod";

const countryCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: "a country is a two-letter code in lower case, like nl or gb" });

/** A page of the visitor's shop: `/categories/kitchen/`. */
const pagePath = z.string().regex(/^\/([a-z0-9-]+\/)*$/, {
  error: "a page is a path like /categories/kitchen/ (lower case, starting and ending with /)",
});

const trackingValue = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, {
  error: "only lower-case letters, digits, dashes, dots and underscores",
});

/** utm_source, utm_medium and utm_campaign. */
const trackingSchema = z.strictObject({
  source: trackingValue,
  medium: trackingValue,
  campaign: trackingValue,
});

/** The slug is also the link's file name, so it must be safe as one. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A note is never shown as HTML, so any text is fine, but on one line without control or direction
 * characters (they hide text in reviews and diffs), and not starting like a spreadsheet formula, since
 * links travel as CSV.
 */
const noteSchema = z
  .string()
  .max(500, { error: "at most 500 characters" })
  .regex(/^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u, {
    error: "one line of text, without tabs or other control characters",
  })
  .regex(/^(?![=+\-@])/, {
    error: "it must not start with =, +, - or @ (spreadsheets read it as a formula)",
  });

/** What one country gets instead of the entry's target. */
const overrideSchema = z.strictObject({
  country: countryCode,
  /** Another page of the visitor's shop. */
  target: pagePath.optional(),
  /** An address outside the shops (a host on the allow-list, or another shop's origin). */
  url: z.string().optional(),
  /** Send the country to another shop than its own. */
  shop: z.string().optional(),
  /** Other tracking parameters than the link's. */
  tracking: trackingSchema.optional(),
  /** No tracking parameters for this country. */
  noTracking: z.boolean().optional(),
});

/** One campaign link: the whole of a file `content/redirects/<group>/<slug>.yaml`. */
export const linkSchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN, {
    error: "lower-case words joined by dashes, like qr-kitchen-1",
  }),
  /** Why the link exists; for people, not for the site. */
  note: noteSchema.optional(),
  target: pagePath,
  countries: z.array(countryCode).min(1, { error: "pick at least one country" }),
  /**
   * Where visitors of any other country go: a shop, like `us` (the global shop) or `eu`, or each
   * country's own shop, else a shop (`own-shop-else-us`; see fallback.ts).
   */
  fallback: z.string().min(1, { error: "pick a shop, like us or eu" }),
  /** Absent: no tracking parameters. */
  tracking: trackingSchema.optional(),
  overrides: z.array(overrideSchema).optional(),
  /**
   * A retired link: printed codes cannot be taken back, so instead of being deleted a link keeps
   * sending every visitor to this page of their own country's shop (`/`, the home page, usually).
   */
  retired: pagePath.optional(),
});

export const allowedHostsSchema = z.strictObject({
  allowedHosts: z.array(
    z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: "a host is a name like topics.example.org" }),
  ),
});

export type Tracking = z.output<typeof trackingSchema>;
export type RedirectOverride = z.output<typeof overrideSchema>;
export type RedirectEntry = z.output<typeof linkSchema>;

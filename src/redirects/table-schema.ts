import { z } from "zod";

const countryCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: "a country is a two-letter code in lower case, like nl or gb" });

const pagePath = z.string().regex(/^\/([a-z0-9-]+\/)*$/, {
  error: "a page is a path like /categories/kitchen/ (lower case, starting and ending with /)",
});

const trackingValue = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, {
  error: "only lower-case letters, digits, dashes, dots and underscores",
});

const trackingSchema = z.strictObject({
  source: trackingValue,
  medium: trackingValue,
  campaign: trackingValue,
});

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One line, no control or direction characters (they hide text in reviews), no formula start (CSV). */
const noteSchema = z
  .string()
  .max(500, { error: "at most 500 characters" })
  .regex(/^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u, {
    error: "one line of text, without tabs or other control characters",
  })
  .regex(/^(?![=+\-@])/, {
    error: "it must not start with =, +, - or @ (spreadsheets read it as a formula)",
  });

const overrideSchema = z.strictObject({
  country: countryCode,
  target: pagePath.optional(),
  /** A host on the allow-list, or another shop's origin. */
  url: z.string().optional(),
  shop: z.string().optional(),
  tracking: trackingSchema.optional(),
  noTracking: z.boolean().optional(),
});

export const linkSchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN, {
    error: "lower-case words joined by dashes, like qr-kitchen-1",
  }),
  note: noteSchema.optional(),
  target: pagePath,
  countries: z.array(countryCode).min(1, { error: "pick at least one country" }),
  /** A shop, or `own-shop-else-us` (see fallback.ts). */
  fallback: z.string().min(1, { error: "pick a shop, like us or eu" }),
  tracking: trackingSchema.optional(),
  overrides: z.array(overrideSchema).optional(),
  /** Printed codes cannot be taken back, so a retired link sends everyone to this page of their own shop. */
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

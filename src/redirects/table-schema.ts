import { z } from "zod";

const countryCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: "country codes are two lower-case letters, like nl or gb" });

/** A page of the visitor's shop: `/categories/kitchen/`. */
const pagePath = z.string().regex(/^\/([a-z0-9-]+\/)*$/, {
  error: "a target page is a path like /categories/kitchen/ (lower case, starting and ending with /)",
});

const trackingValue = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, {
  error: "tracking values are lower-case letters, digits, dashes, dots and underscores",
});

/** utm_source, utm_medium and utm_campaign; `false` means no tracking parameters. */
const trackingSchema = z.union(
  [
    z.literal(false),
    z.strictObject({ source: trackingValue, medium: trackingValue, campaign: trackingValue }),
  ],
  { error: "write tracking as { source: …, medium: …, campaign: … }, or false for none" },
);

/** What one country gets instead of the entry's target. */
const overrideSchema = z.strictObject({
  /** Another page of the visitor's shop. */
  target: pagePath.optional(),
  /** An address outside the shops (a host on the allow-list, or another shop's origin). */
  url: z.string().optional(),
  /** Send the country to another shop than its own. */
  shop: z.string().optional(),
  tracking: trackingSchema.optional(),
});

const entrySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: "slugs are lower-case words joined by dashes, like qr-kitchen-1",
  }),
  /** Why the link exists; for people, not for the site. */
  note: z.string().optional(),
  target: pagePath,
  countries: z.array(countryCode).min(1, { error: "list at least one country" }),
  /** The shop for visitors of any other country: `us` (the global shop) unless the entry says `eu`. */
  fallback: z.string().min(1, { error: "name the fallback shop, like us or eu" }),
  tracking: trackingSchema,
  overrides: z.record(countryCode, overrideSchema).optional(),
});

export const tableFileSchema = z.strictObject({
  redirects: z.array(entrySchema),
});

export const allowedHostsSchema = z.strictObject({
  allowedHosts: z.array(
    z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: "a host is a name like topics.example.org" }),
  ),
});

export type Tracking = z.output<typeof trackingSchema>;
export type RedirectOverride = z.output<typeof overrideSchema>;
export type RedirectEntry = z.output<typeof entrySchema>;

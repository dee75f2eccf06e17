import { z } from "zod";

const countryCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: "country codes are two lower-case letters, like nl or gb" });
const language = z
  .string()
  .regex(/^[a-z]{2}-[A-Z]{2}$/, { error: "languages are written like nl-NL or en-US" });

export const shopSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: "shop ids are lower-case letters, digits and dashes" }),
  name: z.string().min(1, { error: "the shop needs a name" }),
  origin: z
    .url({
      protocol: /^https$/,
      error: "the origin must be an https address like https://nl.babyshop.example",
    })
    .refine((url) => !URL.canParse(url) || new URL(url).pathname === "/", {
      error: "the origin is a host only, without a path",
    }),
  countries: z.array(countryCode).min(1, { error: "list at least one country the shop sells to" }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "currencies are three capital letters, like EUR" }),
  languages: z.array(language).min(1, { error: "list at least one language" }),
  defaultLanguage: language,
  external: z.boolean().optional(),
});

export const shopsFileSchema = z.strictObject({
  default: z.string(),
  shops: z.array(shopSchema).min(1, { error: "list at least one shop" }),
});

export type Shop = z.output<typeof shopSchema>;
export type ShopsFile = z.output<typeof shopsFileSchema>;

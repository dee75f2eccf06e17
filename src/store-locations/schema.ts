import { z } from "zod";
import { WEEKDAYS, type Weekday } from "./weekdays";

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$|^([01]\d|2[0-3]):[0-5]\d-24:00$/, {
    error: 'opening hours are written like "10:00-18:00", or closed',
  })
  .refine((hours) => !/^\d\d:\d\d-\d\d:\d\d$/.test(hours) || hours.slice(0, 5) < hours.slice(6), {
    error: "a store closes after it opens, on the same day",
  });
const day = z.union([time, z.literal("closed")]);

const storeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  country: z.string().regex(/^[a-z]{2}$/, { error: "country codes are two lower-case letters" }),
  city: z.string().min(1),
  address: z.string().min(1),
  postcode: z.string().min(1),
  phone: z.string().regex(/^\+[0-9 ]{6,20}$/, {
    error: 'phone numbers start with + and the country code, like "+31 20 555 0100"',
  }),
  timeZone: z.string().regex(/^[A-Za-z]+\/[A-Za-z_]+$/, { error: "a time zone like Europe/Amsterdam" }),
  coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  hours: z.strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>),
});

export const storesFileSchema = z.strictObject({ stores: z.array(storeSchema) });

export type StoreLocation = z.output<typeof storeSchema>;

import type { StoreLocation } from "../../../src/store-locations/schema";

/** A week with a closed Monday, a late Thursday and short weekend days. */
export const TEST_WEEK: StoreLocation["hours"] = {
  mon: "closed",
  tue: "10:00-18:00",
  wed: "10:00-18:00",
  thu: "10:00-21:00",
  fri: "10:00-18:00",
  sat: "09:30-17:30",
  sun: "12:00-17:00",
};

/** An Amsterdam store with `TEST_WEEK`'s hours, changed by `overrides`. */
export const testStore = (overrides: Partial<StoreLocation> & Pick<StoreLocation, "id">): StoreLocation => ({
  name: `Babyshop ${overrides.id}`,
  country: "nl",
  city: "Amsterdam",
  address: "Wolvenstraat 27",
  postcode: "1016 EN",
  phone: "+31 20 555 0100",
  timeZone: "Europe/Amsterdam",
  coordinates: { lat: 52.37, lng: 4.88 },
  hours: TEST_WEEK,
  ...overrides,
});

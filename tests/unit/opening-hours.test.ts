import { describe, expect, it } from "vitest";
import { groupStoreLocations } from "../../src/store-locations/group-store-locations";
import { isOpenAt } from "../../src/store-locations/opening-hours";
import { testStore } from "./support/physical-store";

const store = testStore;

const amsterdam = store({ id: "amsterdam" });
const newYork = store({
  id: "new-york",
  country: "us",
  city: "New York",
  timeZone: "America/New_York",
  hours: {
    mon: "11:00-19:00",
    tue: "11:00-19:00",
    wed: "11:00-19:00",
    thu: "11:00-20:00",
    fri: "11:00-19:00",
    sat: "10:00-19:00",
    sun: "closed",
  },
});

const allNight = store({ id: "all-night", hours: { ...amsterdam.hours, mon: "closed", tue: "00:00-24:00" } });
const STORES = { amsterdam, "New York": newYork, "all night": allNight };

describe("isOpenAt", () => {
  it.each<[keyof typeof STORES, string, string, boolean]>([
    // Amsterdam in summer (UTC+2): open from opening time, closed from the closing minute (Tuesday 10:00-18:00).
    ["amsterdam", "2024-07-02T07:59:00Z", "Tuesday 09:59, summer time", false],
    ["amsterdam", "2024-07-02T08:00:00Z", "Tuesday 10:00, summer time", true],
    ["amsterdam", "2024-07-02T12:00:00Z", "Tuesday 14:00, summer time", true],
    ["amsterdam", "2024-07-02T15:59:59Z", "Tuesday 17:59:59, summer time", true],
    ["amsterdam", "2024-07-02T16:00:00Z", "Tuesday 18:00, summer time", false],
    ["amsterdam", "2024-07-02T20:00:00Z", "Tuesday 22:00, summer time", false],
    // In winter (UTC+1) the same local hours are an hour later in UTC.
    ["amsterdam", "2024-01-09T08:30:00Z", "Tuesday 09:30, winter time", false],
    ["amsterdam", "2024-01-09T08:59:00Z", "Tuesday 09:59, winter time", false],
    ["amsterdam", "2024-01-09T09:00:00Z", "Tuesday 10:00, winter time", true],
    ["amsterdam", "2024-01-09T16:30:00Z", "Tuesday 17:30, winter time", true],
    ["amsterdam", "2024-01-09T16:59:00Z", "Tuesday 17:59, winter time", true],
    ["amsterdam", "2024-01-09T17:00:00Z", "Tuesday 18:00, winter time", false],
    // The new offset on the day the clocks go forward: Sunday 31 March 2024, 12:00-17:00.
    ["amsterdam", "2024-03-31T10:30:00Z", "Sunday 12:30 (11:30 in winter time), clocks gone forward", true],
    ["amsterdam", "2024-03-31T09:59:00Z", "Sunday 11:59, clocks gone forward", false],
    ["amsterdam", "2024-03-31T14:59:00Z", "Sunday 16:59, clocks gone forward", true],
    ["amsterdam", "2024-03-31T15:00:00Z", "Sunday 17:00, clocks gone forward", false],
    // Half hours (Saturday 09:30-17:30) and late openings (Thursday 10:00-21:00).
    ["amsterdam", "2024-07-06T07:29:00Z", "Saturday 09:29", false],
    ["amsterdam", "2024-07-06T07:30:00Z", "Saturday 09:30", true],
    ["amsterdam", "2024-07-06T15:29:00Z", "Saturday 17:29", true],
    ["amsterdam", "2024-07-06T15:30:00Z", "Saturday 17:30", false],
    ["amsterdam", "2024-07-04T18:30:00Z", "Thursday 20:30", true],
    ["amsterdam", "2024-07-04T19:00:00Z", "Thursday 21:00", false],
    // The weekday and the hour after midnight are local: hour 0, not 24.
    ["all night", "2024-07-01T22:30:00Z", "Tuesday 00:30, open all day", true],
    ["all night", "2024-07-01T21:59:00Z", "Monday 23:59, closed all day", false],
    ["all night", "2024-07-02T21:59:00Z", "Tuesday 23:59, open until 24:00", true],
    ["all night", "2024-07-02T22:00:00Z", "Wednesday 00:00, opening at 10:00", false],
    // New York in winter (UTC-5), Monday 11:00-19:00.
    ["New York", "2024-01-08T15:59:00Z", "Monday 10:59, winter time", false],
    ["New York", "2024-01-08T16:00:00Z", "Monday 11:00, winter time", true],
    ["New York", "2024-01-08T23:59:00Z", "Monday 18:59, winter time", true],
    ["New York", "2024-01-09T00:00:00Z", "Monday 19:00 (Tuesday in UTC), winter time", false],
    // New York in summer (UTC-4).
    ["New York", "2024-07-01T14:59:00Z", "Monday 10:59, summer time", false],
    ["New York", "2024-07-01T15:00:00Z", "Monday 11:00, summer time", true],
    ["New York", "2024-07-01T22:59:00Z", "Monday 18:59, summer time", true],
    ["New York", "2024-07-01T23:00:00Z", "Monday 19:00, summer time", false],
    // New York is closed on Sundays while Amsterdam (12:00-17:00) is open at the same instant.
    ["New York", "2024-07-07T14:00:00Z", "Sunday 10:00, its closed day", false],
    ["New York", "2024-07-07T16:00:00Z", "Sunday 12:00, its closed day", false],
    ["amsterdam", "2024-07-07T14:00:00Z", "Sunday 16:00, when New York's store is closed", true],
    ["New York", "2024-07-06T14:00:00Z", "Saturday 10:00", true],
  ])("the %s store at %s (local: %s) is open: %s", (name, instant, _, open) => {
    expect(isOpenAt(STORES[name], new Date(instant))).toBe(open);
  });

  it("is closed all day on a closed day", () => {
    // Monday 1 July 2024 in Amsterdam.
    for (const hour of ["00", "06", "08", "10", "12", "16", "21"])
      expect(isOpenAt(amsterdam, new Date(`2024-07-01T${hour}:00:00Z`)), hour).toBe(false);
  });
});

describe("groupStoreLocations", () => {
  const stores = [
    store({ id: "utrecht", city: "Utrecht" }),
    store({ id: "ny-soho", country: "us", city: "New York" }),
    store({ id: "amsterdam-zuid", city: "Amsterdam" }),
    store({ id: "berlin", country: "de", city: "Berlin" }),
    store({ id: "amsterdam-centrum", city: "Amsterdam" }),
    store({ id: "la", country: "us", city: "Los Angeles" }),
    store({ id: "hamburg", country: "de", city: "hamburg" }),
    store({ id: "zwickau", country: "de", city: "Zwickau" }),
    store({ id: "ny-brooklyn", country: "us", city: "New York" }),
  ];

  const shape = (groups: ReturnType<typeof groupStoreLocations>) =>
    groups.map((group) => [
      group.country,
      group.cities.map((city) => [city.city, city.stores.map((s) => s.id)]),
    ]);

  it("groups by country, then city, both alphabetical, keeping the stores' order in a city", () => {
    // Cities sort as words ("hamburg" before "Zwickau"), not by character code.
    expect(shape(groupStoreLocations(stores))).toEqual([
      [
        "de",
        [
          ["Berlin", ["berlin"]],
          ["hamburg", ["hamburg"]],
          ["Zwickau", ["zwickau"]],
        ],
      ],
      [
        "nl",
        [
          ["Amsterdam", ["amsterdam-zuid", "amsterdam-centrum"]],
          ["Utrecht", ["utrecht"]],
        ],
      ],
      [
        "us",
        [
          ["Los Angeles", ["la"]],
          ["New York", ["ny-soho", "ny-brooklyn"]],
        ],
      ],
    ]);
  });

  it("keeps only the stores of one country", () => {
    expect(shape(groupStoreLocations(stores, { country: "de" }))).toEqual([
      [
        "de",
        [
          ["Berlin", ["berlin"]],
          ["hamburg", ["hamburg"]],
          ["Zwickau", ["zwickau"]],
        ],
      ],
    ]);
    expect(groupStoreLocations(stores, { country: "fr" })).toEqual([]);
  });

  it("puts the visitor's own country first, in any letter case, the others alphabetical", () => {
    expect(groupStoreLocations(stores, { visitorCountry: "NL" }).map((group) => group.country)).toEqual([
      "nl",
      "de",
      "us",
    ]);
    expect(groupStoreLocations(stores, { visitorCountry: "us" }).map((group) => group.country)).toEqual([
      "us",
      "de",
      "nl",
    ]);
    // A visitor from a country without stores sees the alphabetical order.
    expect(groupStoreLocations(stores, { visitorCountry: "SE" })).toEqual(groupStoreLocations(stores));
  });

  it("ignores an empty country filter", () => {
    expect(groupStoreLocations(stores, { country: "" })).toEqual(groupStoreLocations(stores));
  });

  it("is empty without stores", () => {
    expect(groupStoreLocations([])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { groupStores } from "../../src/stores/group-stores";
import { isOpenAt } from "../../src/stores/opening-hours";
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

const at = (iso: string) => new Date(iso);

describe("isOpenAt: Europe/Amsterdam", () => {
  it("in summer (UTC+2): open from opening time, closed from the closing minute", () => {
    // Tuesday 2 July 2024, 10:00-18:00 local is 08:00-16:00 UTC.
    expect(isOpenAt(amsterdam, at("2024-07-02T07:59:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-07-02T08:00:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-02T12:00:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-02T15:59:59Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-02T16:00:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-07-02T20:00:00Z"))).toBe(false);
  });

  it("in winter (UTC+1): the same local hours are an hour later in UTC", () => {
    // Tuesday 9 January 2024, 10:00-18:00 local is 09:00-17:00 UTC.
    expect(isOpenAt(amsterdam, at("2024-01-09T08:30:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-01-09T08:59:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-01-09T09:00:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-01-09T16:30:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-01-09T16:59:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-01-09T17:00:00Z"))).toBe(false);
  });

  it("uses the new offset on the day the clocks go forward", () => {
    // Sunday 31 March 2024 (12:00-17:00): 10:30 UTC is 12:30 summer time, 11:30 winter time.
    expect(isOpenAt(amsterdam, at("2024-03-31T10:30:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-03-31T09:59:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-03-31T14:59:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-03-31T15:00:00Z"))).toBe(false);
  });

  it("is closed all day on a closed day", () => {
    // Monday 1 July 2024.
    for (const hour of ["00", "06", "08", "10", "12", "16", "21"])
      expect(isOpenAt(amsterdam, at(`2024-07-01T${hour}:00:00Z`)), hour).toBe(false);
  });

  it("honours half hours and late openings", () => {
    // Saturday 6 July 2024 09:30-17:30 local; Thursday 4 July 10:00-21:00 local.
    expect(isOpenAt(amsterdam, at("2024-07-06T07:29:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-07-06T07:30:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-06T15:29:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-06T15:30:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-07-04T18:30:00Z"))).toBe(true);
    expect(isOpenAt(amsterdam, at("2024-07-04T19:00:00Z"))).toBe(false);
  });

  it("takes the weekday and the hour after midnight in local time", () => {
    const allNight = store({
      id: "all-night",
      hours: { ...amsterdam.hours, mon: "closed", tue: "00:00-24:00" },
    });
    // Monday 22:30 UTC is Tuesday 00:30 in Amsterdam (summer): hour 0, not 24.
    expect(isOpenAt(allNight, at("2024-07-01T22:30:00Z"))).toBe(true);
    expect(isOpenAt(allNight, at("2024-07-01T21:59:00Z"))).toBe(false);
    // Tuesday 23:59 is open until 24:00; Wednesday 00:00 is outside Wednesday's 10:00-18:00.
    expect(isOpenAt(allNight, at("2024-07-02T21:59:00Z"))).toBe(true);
    expect(isOpenAt(allNight, at("2024-07-02T22:00:00Z"))).toBe(false);
  });
});

describe("isOpenAt: America/New_York", () => {
  it("in winter (UTC-5)", () => {
    // Monday 8 January 2024, 11:00-19:00 local is 16:00-24:00 UTC.
    expect(isOpenAt(newYork, at("2024-01-08T15:59:00Z"))).toBe(false);
    expect(isOpenAt(newYork, at("2024-01-08T16:00:00Z"))).toBe(true);
    expect(isOpenAt(newYork, at("2024-01-08T23:59:00Z"))).toBe(true);
    // Tuesday 00:00 UTC is still Monday 19:00 in New York: the closing minute.
    expect(isOpenAt(newYork, at("2024-01-09T00:00:00Z"))).toBe(false);
  });

  it("in summer (UTC-4)", () => {
    // Monday 1 July 2024, 11:00-19:00 local is 15:00-23:00 UTC.
    expect(isOpenAt(newYork, at("2024-07-01T14:59:00Z"))).toBe(false);
    expect(isOpenAt(newYork, at("2024-07-01T15:00:00Z"))).toBe(true);
    expect(isOpenAt(newYork, at("2024-07-01T22:59:00Z"))).toBe(true);
    expect(isOpenAt(newYork, at("2024-07-01T23:00:00Z"))).toBe(false);
  });

  it("is closed on its closed day, while an Amsterdam store is open at the same instant", () => {
    // Sunday 7 July 2024 14:00 UTC: 10:00 in New York (closed on Sundays), 16:00 in Amsterdam (12:00-17:00).
    expect(isOpenAt(newYork, at("2024-07-07T14:00:00Z"))).toBe(false);
    expect(isOpenAt(newYork, at("2024-07-07T16:00:00Z"))).toBe(false);
    expect(isOpenAt(amsterdam, at("2024-07-07T14:00:00Z"))).toBe(true);
    // Saturday 6 July 2024 14:00 UTC: 10:00 in New York.
    expect(isOpenAt(newYork, at("2024-07-06T14:00:00Z"))).toBe(true);
  });
});

describe("groupStores", () => {
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

  const shape = (groups: ReturnType<typeof groupStores>) =>
    groups.map((group) => [
      group.country,
      group.cities.map((city) => [city.city, city.stores.map((s) => s.id)]),
    ]);

  it("groups by country, then city, both alphabetical, keeping the stores' order in a city", () => {
    // Cities sort as words ("hamburg" before "Zwickau"), not by character code.
    expect(shape(groupStores(stores))).toEqual([
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
    expect(shape(groupStores(stores, { country: "de" }))).toEqual([
      [
        "de",
        [
          ["Berlin", ["berlin"]],
          ["hamburg", ["hamburg"]],
          ["Zwickau", ["zwickau"]],
        ],
      ],
    ]);
    expect(groupStores(stores, { country: "fr" })).toEqual([]);
  });

  it("puts the visitor's own country first, in any letter case, the others alphabetical", () => {
    expect(groupStores(stores, { visitorCountry: "NL" }).map((group) => group.country)).toEqual([
      "nl",
      "de",
      "us",
    ]);
    expect(groupStores(stores, { visitorCountry: "us" }).map((group) => group.country)).toEqual([
      "us",
      "de",
      "nl",
    ]);
    // A visitor from a country without stores sees the alphabetical order.
    expect(groupStores(stores, { visitorCountry: "SE" })).toEqual(groupStores(stores));
  });

  it("ignores an empty country filter", () => {
    expect(groupStores(stores, { country: "" })).toEqual(groupStores(stores));
  });

  it("is empty without stores", () => {
    expect(groupStores([])).toEqual([]);
  });
});

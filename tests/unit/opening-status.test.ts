import { describe, expect, it } from "vitest";
import { localTime, openingStatus, type OpeningStatus } from "../../src/store-locations/opening-hours";
import type { StoreLocation } from "../../src/store-locations/schema";
import { WEEKDAYS, type Weekday, weekdayName } from "../../src/store-locations/weekdays";
import { TEST_WEEK, testStore } from "./support/physical-store";

const store = (timeZone: string, hours: Partial<StoreLocation["hours"]> = {}): StoreLocation =>
  testStore({ id: "test", timeZone, hours: { ...TEST_WEEK, ...hours } });

/** Every day of the week with the same `hours`. */
const everyDay = (hours: StoreLocation["hours"]["mon"]) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as StoreLocation["hours"];

type When = "today" | "tomorrow" | "later";
const openUntil = (day: Weekday, time: string, when: When): OpeningStatus => ({
  open: true,
  until: { day, time, when },
});
const closedUntil = (day: Weekday, time: string, when: When): OpeningStatus => ({
  open: false,
  opens: { day, time, when },
});

const amsterdam = store("Europe/Amsterdam");
const newYork = store("America/New_York", { mon: "11:00-19:00", sun: "closed" });
const sydney = store("Australia/Sydney", { sun: "10:00-16:00" });
const lateNights = store("Europe/Amsterdam", { fri: "10:00-24:00", sat: "00:00-02:00" });
const untilMidnight = store("Europe/Amsterdam", { tue: "10:00-24:00" });
const mondaysOnly = store("Europe/Amsterdam", { ...everyDay("closed"), mon: "12:00-18:00" });

describe("openingStatus", () => {
  it.each<[string, StoreLocation, string, OpeningStatus]>([
    [
      "is open until today's closing time (Tuesday 14:00)",
      amsterdam,
      "2024-07-02T12:00:00Z",
      openUntil("tue", "18:00", "today"),
    ],
    [
      "is open until the late closing time on Thursday (20:59)",
      amsterdam,
      "2024-07-04T18:59:00Z",
      openUntil("thu", "21:00", "today"),
    ],
    [
      "opens later today before opening time (Tuesday 08:00)",
      amsterdam,
      "2024-07-02T06:00:00Z",
      closedUntil("tue", "10:00", "today"),
    ],
    [
      "opens tomorrow after closing time (Tuesday 18:00)",
      amsterdam,
      "2024-07-02T16:00:00Z",
      closedUntil("wed", "10:00", "tomorrow"),
    ],
    [
      "skips the closed Monday: on Sunday evening it opens on Tuesday",
      amsterdam,
      "2024-07-07T15:00:00Z",
      closedUntil("tue", "10:00", "later"),
    ],
    [
      "on the closed Monday itself, opens tomorrow (Tuesday)",
      amsterdam,
      "2024-07-01T10:00:00Z",
      closedUntil("tue", "10:00", "tomorrow"),
    ],
    [
      "counts in New York's time: 17:00 UTC on Saturday is 13:00 there, open",
      newYork,
      "2024-07-06T17:00:00Z",
      openUntil("sat", "17:30", "today"),
    ],
    [
      "counts in Sydney's time: 17:00 UTC on Saturday is Sunday 03:00 there",
      sydney,
      "2024-07-06T17:00:00Z",
      closedUntil("sun", "10:00", "today"),
    ],
    [
      "skips New York's closed Sunday: Saturday 23:30 there opens Monday",
      newYork,
      "2024-07-07T03:30:00Z",
      closedUntil("mon", "11:00", "later"),
    ],
    [
      "runs a day closing at midnight into a next day opening at midnight",
      lateNights,
      "2024-07-05T21:30:00Z",
      openUntil("sat", "02:00", "tomorrow"),
    ],
    [
      "after midnight in such a run, is open until 02:00 today",
      lateNights,
      "2024-07-05T23:00:00Z",
      openUntil("sat", "02:00", "today"),
    ],
    [
      "closes at midnight: until 24:00 today, not 00:00 tomorrow",
      untilMidnight,
      "2024-07-02T21:00:00Z",
      openUntil("tue", "24:00", "today"),
    ],
    [
      "is closed at 00:00 after closing at midnight, until 10:00",
      untilMidnight,
      "2024-07-02T22:00:00Z",
      closedUntil("wed", "10:00", "today"),
    ],
    [
      "has no closing time when always open",
      store("Europe/Amsterdam", everyDay("00:00-24:00")),
      "2024-07-02T12:00:00Z",
      { open: true, until: undefined },
    ],
    [
      "has no opening time when never open",
      store("Europe/Amsterdam", everyDay("closed")),
      "2024-07-02T12:00:00Z",
      { open: false, opens: undefined },
    ],
    [
      "opens next week on the only open weekday once it has closed",
      mondaysOnly,
      "2024-07-01T17:00:00Z",
      closedUntil("mon", "12:00", "later"),
    ],
  ])("%s", (_, shop, instant, status) => {
    expect(openingStatus(shop, new Date(instant))).toEqual(status);
  });

  it("is still open one minute before closing at midnight", () => {
    // Tuesday 23:59 in Amsterdam.
    expect(openingStatus(untilMidnight, new Date("2024-07-02T21:59:00Z")).open).toBe(true);
  });

  it("reads the local day in the store's time zone", () => {
    expect(localTime(new Date("2024-07-06T17:00:00Z"), "Australia/Sydney").day).toBe("sun");
  });
});

describe("weekdayName", () => {
  it.each([
    ["mon", "nl-NL", "maandag"],
    ["sun", "nl-NL", "zondag"],
    ["tue", "en-US", "Tuesday"],
  ] as const)("names %s in %s as in a sentence: %s", (day, language, name) => {
    expect(weekdayName(day, language)).toBe(name);
  });
});

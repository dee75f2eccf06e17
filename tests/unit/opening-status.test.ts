import { describe, expect, it } from "vitest";
import { localTime, openingStatus } from "../../src/stores/opening-hours";
import type { PhysicalStore } from "../../src/stores/schema";
import { weekdayName } from "../../src/stores/weekdays";
import { TEST_WEEK, testStore } from "./support/physical-store";

const store = (timeZone: string, hours: Partial<PhysicalStore["hours"]> = {}): PhysicalStore =>
  testStore({ id: "test", timeZone, hours: { ...TEST_WEEK, ...hours } });

const amsterdam = store("Europe/Amsterdam");
const at = (iso: string) => new Date(iso);

describe("openingStatus", () => {
  it("is open until today's closing time", () => {
    // Tuesday 2 July 2024, 14:00 in Amsterdam (UTC+2).
    expect(openingStatus(amsterdam, at("2024-07-02T12:00:00Z"))).toEqual({
      open: true,
      until: { day: "tue", time: "18:00", when: "today" },
    });
    // Thursday: late opening.
    expect(openingStatus(amsterdam, at("2024-07-04T18:59:00Z"))).toEqual({
      open: true,
      until: { day: "thu", time: "21:00", when: "today" },
    });
  });

  it("opens later today before opening time, tomorrow after closing time", () => {
    // Tuesday 08:00 and 18:00 in Amsterdam.
    expect(openingStatus(amsterdam, at("2024-07-02T06:00:00Z"))).toEqual({
      open: false,
      opens: { day: "tue", time: "10:00", when: "today" },
    });
    expect(openingStatus(amsterdam, at("2024-07-02T16:00:00Z"))).toEqual({
      open: false,
      opens: { day: "wed", time: "10:00", when: "tomorrow" },
    });
  });

  it("skips closed days: on Sunday evening it opens on Tuesday", () => {
    // Sunday 7 July 2024, 17:00 in Amsterdam; Monday is closed.
    expect(openingStatus(amsterdam, at("2024-07-07T15:00:00Z"))).toEqual({
      open: false,
      opens: { day: "tue", time: "10:00", when: "later" },
    });
    // On the closed Monday itself, Tuesday is tomorrow.
    expect(openingStatus(amsterdam, at("2024-07-01T10:00:00Z"))).toEqual({
      open: false,
      opens: { day: "tue", time: "10:00", when: "tomorrow" },
    });
  });

  it("counts in the store's own time zone, not the visitor's or UTC", () => {
    const newYork = store("America/New_York", { mon: "11:00-19:00", sun: "closed" });
    const sydney = store("Australia/Sydney", { sun: "10:00-16:00" });
    // Saturday 6 July 2024 17:00 UTC: 13:00 Saturday in New York, 03:00 Sunday in Sydney.
    const instant = at("2024-07-06T17:00:00Z");
    expect(openingStatus(newYork, instant)).toEqual({
      open: true,
      until: { day: "sat", time: "17:30", when: "today" },
    });
    expect(openingStatus(sydney, instant)).toEqual({
      open: false,
      opens: { day: "sun", time: "10:00", when: "today" },
    });
    expect(localTime(instant, "Australia/Sydney").day).toBe("sun");
    // Saturday 23:30 in New York is Sunday 03:30 UTC: its Sunday is closed, Monday opens at 11:00.
    expect(openingStatus(newYork, at("2024-07-07T03:30:00Z"))).toEqual({
      open: false,
      opens: { day: "mon", time: "11:00", when: "later" },
    });
  });

  it("runs a day that closes at midnight into a next day that opens at midnight", () => {
    const lateNights = store("Europe/Amsterdam", { fri: "10:00-24:00", sat: "00:00-02:00" });
    // Friday 5 July 2024, 23:30 in Amsterdam: open past midnight, until Saturday 02:00.
    expect(openingStatus(lateNights, at("2024-07-05T21:30:00Z"))).toEqual({
      open: true,
      until: { day: "sat", time: "02:00", when: "tomorrow" },
    });
    // Saturday 01:00 in Amsterdam, after midnight: open until 02:00 today.
    expect(openingStatus(lateNights, at("2024-07-05T23:00:00Z"))).toEqual({
      open: true,
      until: { day: "sat", time: "02:00", when: "today" },
    });
  });

  it("closes at midnight: until 24:00 today, not 00:00 tomorrow", () => {
    const untilMidnight = store("Europe/Amsterdam", { tue: "10:00-24:00" });
    expect(openingStatus(untilMidnight, at("2024-07-02T21:00:00Z"))).toEqual({
      open: true,
      until: { day: "tue", time: "24:00", when: "today" },
    });
    // Tuesday 23:59 is open; Wednesday 00:00 is closed until 10:00.
    expect(openingStatus(untilMidnight, at("2024-07-02T21:59:00Z")).open).toBe(true);
    expect(openingStatus(untilMidnight, at("2024-07-02T22:00:00Z"))).toEqual({
      open: false,
      opens: { day: "wed", time: "10:00", when: "today" },
    });
  });

  it("has no closing time when always open, no opening time when never open", () => {
    const always = "00:00-24:00";
    const everyDay = {
      mon: always,
      tue: always,
      wed: always,
      thu: always,
      fri: always,
      sat: always,
      sun: always,
    };
    expect(openingStatus(store("Europe/Amsterdam", everyDay), at("2024-07-02T12:00:00Z"))).toEqual({
      open: true,
      until: undefined,
    });
    const closed = "closed" as const;
    const never = {
      mon: closed,
      tue: closed,
      wed: closed,
      thu: closed,
      fri: closed,
      sat: closed,
      sun: closed,
    };
    expect(openingStatus(store("Europe/Amsterdam", never), at("2024-07-02T12:00:00Z"))).toEqual({
      open: false,
      opens: undefined,
    });
  });

  it("opens next week on the same weekday when that is the only open day and it has closed", () => {
    const closed = "closed" as const;
    const mondaysOnly = store("Europe/Amsterdam", {
      mon: "12:00-18:00",
      tue: closed,
      wed: closed,
      thu: closed,
      fri: closed,
      sat: closed,
      sun: closed,
    });
    // Monday 1 July 2024, 19:00 in Amsterdam.
    expect(openingStatus(mondaysOnly, at("2024-07-01T17:00:00Z"))).toEqual({
      open: false,
      opens: { day: "mon", time: "12:00", when: "later" },
    });
  });
});

describe("weekdayName", () => {
  it("names the day in the site's language, as in a sentence", () => {
    expect(weekdayName("mon", "nl-NL")).toBe("maandag");
    expect(weekdayName("sun", "nl-NL")).toBe("zondag");
    expect(weekdayName("tue", "en-US")).toBe("Tuesday");
  });
});

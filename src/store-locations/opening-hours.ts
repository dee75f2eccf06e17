import type { StoreLocation } from "./schema";
import { WEEKDAYS, type Weekday } from "./weekdays";

const minutes = (time: string): number => {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
};

export function localTime(date: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = part("weekday").slice(0, 3).toLowerCase() as Weekday;
  return { day, minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

/** A moment of the store's week, as the visitor reads it: "today 18:00", "tomorrow 12:00", "Monday 12:00". */
export interface OpeningMoment {
  day: Weekday;
  time: string;
  when: "today" | "tomorrow" | "later";
}

export type OpeningStatus =
  { open: true; until: OpeningMoment | undefined } | { open: false; opens: OpeningMoment | undefined };

const DAY = 24 * 60;

/** The store's opening times from the start of `day` on, for a week and a day, in minutes from then. */
function openings(store: StoreLocation, day: Weekday): { from: number; to: number }[] {
  const first = WEEKDAYS.indexOf(day);
  return Array.from({ length: 8 }, (_, offset) => {
    const hours = store.hours[WEEKDAYS[(first + offset) % 7] ?? "mon"];
    if (hours === "closed") return [];
    const [opens = "00:00", closes = "00:00"] = hours.split("-");
    return [{ from: offset * DAY + minutes(opens), to: offset * DAY + minutes(closes) }];
  }).flat();
}

/** `closing`: midnight is the end of a day ("24:00"), not the start of the next. */
const momentAt = (start: Weekday, minute: number, closing = false): OpeningMoment => {
  const atMidnight = closing && minute > 0 && minute % DAY === 0;
  const offset = Math.floor(minute / DAY) - (atMidnight ? 1 : 0);
  const inDay = minute - offset * DAY;
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    day: WEEKDAYS[(WEEKDAYS.indexOf(start) + offset) % 7] ?? "mon",
    time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`,
    when: offset === 0 ? "today" : offset === 1 ? "tomorrow" : "later",
  };
};

/** A day that closes at 24:00 runs on into a next day that opens at 00:00. */
export function openingStatus(store: StoreLocation, date: Date): OpeningStatus {
  const { day, minute } = localTime(date, store.timeZone);
  const times = openings(store, day);
  const current = times.findIndex((time) => time.from <= minute && minute < time.to);
  if (current === -1) {
    const next = times.find((time) => time.from > minute);
    return { open: false, opens: next && momentAt(day, next.from) };
  }
  let until = times[current]?.to ?? 0;
  for (const time of times.slice(current + 1)) if (time.from === until) until = time.to;
  // Open around the clock: no closing time to tell.
  return { open: true, until: until >= 7 * DAY ? undefined : momentAt(day, until, true) };
}

export const isOpenAt = (store: StoreLocation, date: Date): boolean => openingStatus(store, date).open;

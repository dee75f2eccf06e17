/** The days of a store's week, in the order the stores page shows them. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's name in `language`, as in a sentence ("dinsdag", "Tuesday"). */
export function weekdayName(day: Weekday, language: string): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** The days of a store's opening hours, in the order a week is shown. Apart from the schema, so that
 * pages showing opening hours do not ship the schema library. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

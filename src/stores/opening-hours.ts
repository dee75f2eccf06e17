import type { PhysicalStore } from "./schema";
import type { Weekday } from "./weekdays";

const minutes = (time: string): number => {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
};

/** The store's local weekday and minute of the day at `date`. */
function localTime(date: Date, timeZone: string): { day: Weekday; minute: number } {
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

/** Whether the store is open at `date`, in the store's own time zone. */
export function isOpenAt(store: PhysicalStore, date: Date): boolean {
  const { day, minute } = localTime(date, store.timeZone);
  const hours = store.hours[day];
  if (hours === "closed") return false;
  const [opens = "00:00", closes = "00:00"] = hours.split("-");
  return minute >= minutes(opens) && minute < minutes(closes);
}

export interface CountryGroup {
  country: string;
  cities: { city: string; stores: PhysicalStore[] }[];
}

/** Stores by country, then city (both alphabetical), keeping those that match the filters. */
export function groupStores(
  stores: readonly PhysicalStore[],
  filter: { country?: string; city?: string } = {},
): CountryGroup[] {
  const city = filter.city?.trim().toLowerCase() ?? "";
  const matching = stores.filter(
    (store) =>
      (!filter.country || store.country === filter.country) &&
      (!city || store.city.toLowerCase().includes(city)),
  );
  const countries = [...new Set(matching.map((store) => store.country))].sort();
  return countries.map((country) => {
    const inCountry = matching.filter((store) => store.country === country);
    const cities = [...new Set(inCountry.map((store) => store.city))].sort((a, b) => a.localeCompare(b));
    return {
      country,
      cities: cities.map((name) => ({ city: name, stores: inCountry.filter((s) => s.city === name) })),
    };
  });
}

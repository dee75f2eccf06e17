import { getCountry, getTimezone } from "countries-and-timezones";

/**
 * The time zones that place a visitor in a country: its own zones and their old names (browsers in
 * the Netherlands report Europe/Amsterdam, an alias of Europe/Brussels). A zone shared by several
 * countries belongs to the first that tzdata lists, the one it is named after.
 */
export function timeZonesOfCountry(country: string): string[] {
  const code = country.toUpperCase();
  return (getCountry(code, { deprecated: true })?.timezones ?? []).filter(
    (zone) => GEOGRAPHIC_ZONE.test(zone) && getTimezone(zone)?.countries[0] === code,
  );
}

/** Browsers report geographic zone names; legacy ones like `US/Eastern` or `CET` never reach a page. */
const GEOGRAPHIC_ZONE = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

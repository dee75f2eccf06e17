import { getCountry, getTimezone } from "countries-and-timezones";

/** With old names (NL reports Europe/Amsterdam); a shared zone goes to the country tzdata names it after. */
export function timeZonesOfCountry(country: string): string[] {
  const code = country.toUpperCase();
  return (getCountry(code, { deprecated: true })?.timezones ?? []).filter(
    (zone) => GEOGRAPHIC_ZONE.test(zone) && getTimezone(zone)?.countries[0] === code,
  );
}

/** Browsers report geographic zone names; legacy ones like `US/Eastern` or `CET` never reach a page. */
const GEOGRAPHIC_ZONE = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

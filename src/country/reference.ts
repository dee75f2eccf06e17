import { countries, getCountryData, getEmojiFlag, type TCountryCode } from "countries-list";

/** From `countries-list`. Build-time only: pages receive just the countries they need. */
export interface CountryReference {
  code: string;
  iso3: string;
  name: string;
  native: string;
  phone: number[];
  continents: string[];
  capital: string;
  currencies: string[];
  languages: string[];
  flag: string;
}

export const COUNTRY_CODES: readonly string[] = Object.keys(countries)
  .map((code) => code.toLowerCase())
  .sort();

export const isKnownCountry = (code: string): boolean =>
  /^[a-z]{2}$/i.test(code) && Object.hasOwn(countries, code.toUpperCase());

export function countryReference(code: string): CountryReference | undefined {
  if (!isKnownCountry(code)) return undefined;
  const iso2 = code.toUpperCase() as TCountryCode;
  const data = getCountryData(iso2);
  return {
    code: iso2,
    iso3: data.iso3,
    name: data.name,
    native: data.native,
    phone: [...data.phone],
    continents: data.continents ? [...data.continents] : [data.continent],
    capital: data.capital,
    currencies: [...data.currency],
    languages: [...data.languages],
    flag: getEmojiFlag(iso2),
  };
}

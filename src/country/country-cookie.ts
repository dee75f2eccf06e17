import Cookies from "js-cookie";

const COUNTRY_COOKIE = "country";
const EXPIRES_DAYS = 365;

export const readCountryCookie = (): string | undefined => Cookies.get(COUNTRY_COOKIE);

export const countryCookieOptions = (protocol: string) =>
  ({ expires: EXPIRES_DAYS, path: "/", sameSite: "lax", secure: protocol === "https:" }) as const;

/** Strictly necessary (it picks the shop's prices), so it needs no opt-in. */
export function writeCountryCookie(country: string): void {
  Cookies.set(COUNTRY_COOKIE, country, countryCookieOptions(window.location.protocol));
}

export const removeCountryCookie = (): void => Cookies.remove(COUNTRY_COOKIE, { path: "/" });

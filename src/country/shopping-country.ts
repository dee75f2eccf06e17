type ShoppingCountrySource = "query" | "cookie" | "default";

/**
 * Where the country is decided: the build and server rendering (no visitor), a browser driven by test
 * tooling (`navigator.webdriver`), or a visitor's browser.
 */
type CountryRuntime = "server" | "test-browser" | "browser";

export interface ShoppingCountryInput {
  /** The `country` query parameter, as given. */
  query: string | null | undefined;
  /** The `country` cookie, as stored. */
  cookie: string | null | undefined;
  /** Upper-case allowed country codes of the shop, in order; the first is the default. */
  allowed: readonly string[];
  runtime: CountryRuntime;
}

export interface ShoppingCountry {
  country: string;
  source: ShoppingCountrySource;
  /** The cookie held a value that is not an allowed country and should be removed. */
  removeCookie: boolean;
}

/** Checked before upper-casing: Unicode upper-cases some other letters to ASCII (`ſe` to `SE`). */
const normalise = (value: string | null | undefined, allowed: readonly string[]): string | undefined => {
  const code = value?.trim();
  return code && /^[a-z]{2}$/i.test(code) && allowed.includes(code.toUpperCase())
    ? code.toUpperCase()
    : undefined;
};

/**
 * The shopping country: `?country=` → `country` cookie → the shop's first allowed country. The build and
 * server rendering have no visitor: the first allowed country. A browser under test tooling takes the
 * country a test asks for in the URL, but never one a cookie kept from an earlier run: what it shows
 * otherwise is the first allowed country, the same every run. An invalid cookie is removed in any browser.
 */
export function resolveShoppingCountry({
  query,
  cookie,
  allowed,
  runtime,
}: ShoppingCountryInput): ShoppingCountry {
  const fallback = allowed[0];
  if (fallback === undefined) throw new Error("Allowed countries in store is empty");
  if (runtime === "server") return { country: fallback, source: "default", removeCookie: false };
  const fromCookie = normalise(cookie, allowed);
  const removeCookie = cookie != null && fromCookie === undefined;
  const fromQuery = normalise(query, allowed);
  if (fromQuery) return { country: fromQuery, source: "query", removeCookie };
  if (fromCookie && runtime === "browser") return { country: fromCookie, source: "cookie", removeCookie };
  return { country: fallback, source: "default", removeCookie };
}

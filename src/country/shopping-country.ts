type ShoppingCountrySource = "query" | "cookie" | "default";

/** "test-browser": driven by test tooling (`navigator.webdriver`). */
type CountryRuntime = "server" | "test-browser" | "browser";

export interface ShoppingCountryInput {
  query: string | null | undefined;
  cookie: string | null | undefined;
  /** Upper case, in order; the first is the default. */
  allowed: readonly string[];
  runtime: CountryRuntime;
}

export interface ShoppingCountry {
  country: string;
  source: ShoppingCountrySource;
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
 * `?country=` → cookie → the first allowed country. Under test tooling a cookie from an earlier run is
 * ignored, so each run starts the same; an invalid cookie is removed in any browser.
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

import type { StoreLocation } from "./schema";

// Postcodes of several countries look alike ("6211"): the stores' own postcodes tell whose it is, by the
// same form and the longest shared start (3512 → Utrecht's 3511). `postcode-areas.ts` says where within.

/** Digits with letters and spaces, at most ten characters, at least one digit: "3512 AB", "10119", "W1U 4EW". */
export function looksLikePostcode(query: string): boolean {
  const text = query.trim();
  return /^[a-z0-9][a-z0-9 -]{1,9}$/i.test(text) && /\d/.test(text);
}

/** The postcode's form: leading digits ("3512"), letters after them ("AB"), or a British area ("W1U"). */
function partsOf(postcode: string): { form: string; key: string } {
  const compact = postcode.toUpperCase().replace(/[\s-]/g, "");
  const digits = /^\d+/.exec(compact)?.[0];
  if (digits) return { form: `${digits.length}${compact.length > digits.length ? "+" : ""}`, key: digits };
  // British and similar codes: the outward code ("W1U" of "W1U 4EW") names the district.
  const outward = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
  return { form: `area ${/^[A-Z]+/.exec(outward)?.[0] ?? ""}`, key: outward };
}

const sharedStart = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** Same district first, then the visitor's country, the longest shared start, the nearest number. */
export function findByPostcode(
  stores: readonly StoreLocation[],
  query: string,
  visitorCountry?: string,
): StoreLocation | undefined {
  const wanted = partsOf(query);
  const home = visitorCountry?.toLowerCase();
  const sameForm = (form: string) =>
    form === wanted.form || (wanted.form.endsWith("+") ? false : form === `${wanted.form}+`);
  const candidates = stores
    .map((store) => ({ store, ...partsOf(store.postcode) }))
    .filter((candidate) => sameForm(candidate.form))
    .map((candidate) => ({
      store: candidate.store,
      exact: candidate.key === wanted.key ? 0 : 1,
      abroad: candidate.store.country === home ? 0 : 1,
      shared: sharedStart(candidate.key, wanted.key),
      gap: Math.abs(Number.parseInt(candidate.key, 10) - Number.parseInt(wanted.key, 10)) || 0,
    }));
  candidates.sort((a, b) => a.exact - b.exact || a.abroad - b.abroad || b.shared - a.shared || a.gap - b.gap);
  return candidates[0]?.store;
}

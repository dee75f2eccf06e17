import { closest, distance } from "fastest-levenshtein";
import type { z } from "zod";
import { isRuleIssue } from "../content/content-rules";
import { article, describeIssue } from "../content/parse-yaml";
import { countryReference, isKnownCountry } from "../country/reference";
import type { ShopsFile } from "../shops/shops-schema";
import { closestPages } from "./page-search";

/** Messages name fields as the studio form does, never by key. */
const LINK_LABELS: Record<string, string> = {
  slug: "Short link",
  note: "Note",
  retired: "Retired",
  target: "Page",
  countries: "Countries",
  fallback: "Shop for every other country",
  tracking: "Tracking",
  overrides: "Exceptions",
};
const EXCEPTION_LABELS: Record<string, string> = {
  country: "Country",
  target: "Page",
  url: "Address",
  shop: "Shop",
  tracking: "Tracking",
  noTracking: "No tracking",
};
const TRACKING_LABELS: Record<string, string> = { source: "Source", medium: "Medium", campaign: "Campaign" };

export const countryName = (code: string): string => {
  const country = countryReference(code);
  return country ? `${country.name} (${code})` : `"${code}"`;
};

const exceptionName = (link: unknown, index: number): string => {
  const country = (link as { overrides?: { country?: unknown }[] } | undefined)?.overrides?.[index]?.country;
  return typeof country === "string" && /^[a-z]{2}$/.test(country) && isKnownCountry(country)
    ? `Exception for ${countryName(country)}`
    : `Exception ${index + 1}`;
};

/** `["overrides", 1, "target"]` → `Exception for Netherlands (nl), Page`. */
export function fieldLabel(path: readonly PropertyKey[], link?: unknown): string {
  const [field, index, inner, deeper] = path;
  const label = LINK_LABELS[String(field)] ?? String(field);
  if (field === "overrides" && typeof index === "number") {
    const exception = exceptionName(link, index);
    if (inner === undefined) return exception;
    const innerLabel = EXCEPTION_LABELS[String(inner)] ?? String(inner);
    return deeper === undefined
      ? `${exception}, ${innerLabel}`
      : `${exception}, ${innerLabel}, ${TRACKING_LABELS[String(deeper)] ?? String(deeper)}`;
  }
  if (field === "tracking" && typeof index === "string")
    return `${label}, ${TRACKING_LABELS[index] ?? index}`;
  return label;
}

export function describeLinkIssue(issue: z.core.$ZodIssue, link: unknown): string {
  if (isRuleIssue(issue)) return issue.message;
  if (issue.path.length === 0 || issue.code === "unrecognized_keys") return describeIssue(issue);
  const label = fieldLabel(issue.path, link);
  if (issue.code === "invalid_type")
    return issue.input === undefined
      ? `${label} is missing`
      : `${label} should be ${article(issue.expected)}`;
  return `${label}: ${issue.message}`;
}

const COUNTRY_ALIASES: Record<string, string> = { uk: "gb", el: "gr" };

export function unknownCountry(code: string, shops: ShopsFile): string {
  const meant = COUNTRY_ALIASES[code];
  if (meant)
    return `"${code}" is not a country code: did you mean ${meant} (${countryReference(meant)?.name})?`;
  const shop = shops.shops.find((candidate) => candidate.id === code && candidate.countries.length > 1);
  if (shop)
    return `"${code}" is a shop, not a country: pick its countries, like the group ${shopGroupName(shop.id)}`;
  return `"${code}" is not a country code`;
}

export const shopGroupName = (shopId: string): string => `${shopId.toUpperCase()} shop countries`;

function nearMiss(typed: string, known: Iterable<string>): string | undefined {
  const candidates = [...known];
  if (candidates.length === 0) return undefined;
  // Two letters swapped, like ue for eu, is one slip of the fingers.
  const letters = (text: string) => [...text].sort().join("");
  const swapped = candidates.find(
    (candidate) => candidate !== typed && letters(candidate) === letters(typed),
  );
  if (swapped) return swapped;
  const best = closest(typed, candidates);
  return distance(typed, best) <= Math.max(1, Math.floor(typed.length / 8)) ? best : undefined;
}

export function unknownShop(id: string, shops: ShopsFile): string {
  const ids = shops.shops.map((shop) => shop.id);
  const meant = nearMiss(id, ids);
  return meant
    ? `"${id}" is not a shop: did you mean ${meant}?`
    : `"${id}" is not a shop (the shops: ${ids.join(", ")})`;
}

export function missingPage(page: string, pages: ReadonlySet<string>): string {
  const [meant] = closestPages(
    page,
    [...pages].map((path) => ({ path, title: path })),
    1,
  );
  return `the shops have no page ${page}${meant ? `: did you mean ${meant.path}?` : ""}`;
}

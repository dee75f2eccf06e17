import { getAllTimezones } from "countries-and-timezones";
import { COUNTRY_CODES } from "../country/reference";
import { inlineFunction } from "../page-start/inline-function";
import { resolveRule, ruleCountries } from "./resolve";
import { slugOf, type RedirectRule } from "./rule";
import { campaignRedirect } from "./stub-script";
import { timeZonesOf } from "./visitor-countries";

export interface StubInput {
  rules: readonly RedirectRule[];
  knownCountries: readonly string[];
  timeZones: Readonly<Record<string, readonly string[]>>;
}

let script: string | undefined;

/** Made on first use: only what writes stubs pays for minifying it. */
export const stubScript = (): string =>
  (script ??= inlineFunction(campaignRedirect, [
    "location",
    "document",
    "navigator",
    "Intl",
    "URL",
    "URLSearchParams",
    "String",
    "parseInt",
    "decodeURIComponent",
  ]));

const A = "a".charCodeAt(0);

/** Bit n of mask m is set when the code of letters m and n is known: the ISO list in about 150 bytes. */
export function countryBitmap(codes: readonly string[]): string {
  const masks = new Array<number>(26).fill(0);
  for (const code of codes) {
    if (!/^[a-z]{2}$/.test(code)) throw new Error(`"${code}" is not a lower-case two-letter code`);
    masks[code.charCodeAt(0) - A]! |= 1 << (code.charCodeAt(1) - A);
  }
  return masks.map((mask) => mask.toString(36)).join(",");
}

export const stubInputFor = (rules: readonly RedirectRule[]): StubInput => ({
  rules,
  knownCountries: COUNTRY_CODES,
  timeZones: timeZonesOf(rules),
});

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export interface StubArguments {
  /** Each target's start other than the fallback's, with its countries (space-separated). */
  targets: Record<string, string>;
  /** The end every target shares: the path and tracking query, mostly. */
  shared: string;
  fallback: string;
  known: string;
  zones: Record<string, string>;
}

function sharedEnd(texts: readonly string[]): string {
  const [first = "", ...rest] = texts;
  let length = first.length;
  for (const text of rest) {
    let n = 0;
    while (n < length && n < text.length && text[text.length - 1 - n] === first[first.length - 1 - n]) n++;
    length = n;
  }
  return first.slice(first.length - length);
}

/** Counted: a zone name used once is unambiguous without its region. */
const zoneNameCounts = (() => {
  const counts = new Map<string, number>();
  for (const zone of Object.keys(getAllTimezones({ deprecated: true }))) {
    const name = zone.slice(zone.indexOf("/") + 1);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
})();

export function shortZone(zone: string): string {
  const name = zone.slice(zone.indexOf("/") + 1);
  return zoneNameCounts.get(name) === 1 ? name : zone;
}

export function stubArguments({ rules, knownCountries, timeZones }: StubInput): StubArguments {
  const fallback = resolveRule(rules, undefined).toPath;
  const byCountry = ruleCountries(rules).map((country) => [country, resolveRule(rules, country).toPath]);
  const shared = sharedEnd([fallback, ...byCountry.map(([, target]) => target ?? "")]);
  const start = (target: string) => target.slice(0, target.length - shared.length);
  const targets: Record<string, string> = {};
  // A country sent to the fallback needs no entry: the script falls back for any country without one.
  for (const [country = "", target = ""] of byCountry)
    if (target !== fallback)
      targets[start(target)] = [targets[start(target)], country].filter(Boolean).join(" ");
  const zones: Record<string, string> = {};
  for (const [country = ""] of byCountry) {
    const list = timeZones[country];
    if (list?.length) zones[country] = list.map(shortZone).join(" ");
  }
  return { targets, shared, fallback: start(fallback), known: countryBitmap(knownCountries), zones };
}

export const stubArgumentList = (args: StubArguments): unknown[] => [
  args.targets,
  args.shared,
  args.fallback,
  args.known,
  args.zones,
];

/** `<noscript>` goes to the fallback. */
export function stubHtml(input: StubInput): string {
  const args = stubArguments(input);
  const fallback = escapeHtml(args.fallback + args.shared);
  const slug = escapeHtml(slugOf(input.rules[0]?.fromPath ?? ""));
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="strict-origin-when-cross-origin">',
    `<title>Babyshop – ${slug}</title>`,
    `<script>${stubScript()}(${stubArgumentList(args).map(scriptJson).join(",")})</script>`,
    `<noscript><meta http-equiv="refresh" content="0;url=${fallback}"></noscript>`,
    `</head><body><p><a href="${fallback}">Babyshop</a></p></body></html>`,
    "",
  ].join("\n");
}

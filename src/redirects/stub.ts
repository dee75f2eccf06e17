import { COUNTRY_CODES } from "../country/reference";
import { resolveRule, ruleCountries } from "./resolve";
import { slugOf, type RedirectRule } from "./rule";
import { timeZonesOf } from "./visitor-countries";

export interface StubInput {
  /** One slug's rules, country rules first, the fallback last. */
  rules: readonly RedirectRule[];
  /** Country codes (lower case) a visitor's country can be: anything else is ignored. */
  knownCountries: readonly string[];
  /** Time zones of each country in the rules, to recognise the visitor's country by clock. */
  timeZones: Readonly<Record<string, readonly string[]>>;
}

/**
 * The visitor's country: `country` query parameter (any case) → `country` cookie → time zone (where the
 * visitor is, which is what the CDN decides by) → region of the browser's preferred languages (what the
 * visitor prefers, not where they are). Values that are not known codes are skipped (checked before
 * lower-casing, which turns the Kelvin sign into a k); a known code without a rule of its own gets the
 * fallback, as at the CDN. The target never comes from the request. Query parameters other than
 * `country` are passed on unless the target has them; the visitor's hash is kept (else the target's
 * own). Plain ES5 so that it runs in every browser, before any paint.
 */
export const STUB_SCRIPT = `(function(R,F,K,Z){
K=K.split(",");
function k(v){v=String(v||"").trim();return /^[a-z]{2}$/i.test(v)&&parseInt(K[(v=v.toLowerCase()).charCodeAt(0)-97],36)>>v.charCodeAt(1)-97&1?v:null}
var l=location,p=new URLSearchParams(l.search),c=k(p.get("country")),m,i,z;
if(!c){m=document.cookie.match(/(?:^|;\\s*)country=([^;]*)/);try{c=m&&k(decodeURIComponent(m[1]))}catch(e){}}
if(!c){try{z=" "+Intl.DateTimeFormat().resolvedOptions().timeZone+" ";for(i in Z)if((" "+Z[i]+" ").indexOf(z)>=0){c=i;break}}catch(e){}}
if(!c){m=navigator.languages||[navigator.language];for(i=0;!c&&i<m.length;i++){z=String(m[i]||"").split("-");c=z.length>1&&k(z[z.length-1])}}
var t=new URL(R[c]||F);
p.forEach(function(v,n){if(n!=="country"&&!t.searchParams.has(n))t.searchParams.append(n,v)});
if(l.hash)t.hash=l.hash;l.replace(t.href)})`;

const A = "a".charCodeAt(0);

/**
 * Two-letter codes as 26 base-36 bit masks, one per first letter, comma-separated: bit n of mask m is
 * set when the code made of letters m and n is known. The whole ISO list fits in about 150 bytes.
 */
export function countryBitmap(codes: readonly string[]): string {
  const masks = new Array<number>(26).fill(0);
  for (const code of codes) {
    if (!/^[a-z]{2}$/.test(code)) throw new Error(`"${code}" is not a lower-case two-letter code`);
    masks[code.charCodeAt(0) - A]! |= 1 << (code.charCodeAt(1) - A);
  }
  return masks.map((mask) => mask.toString(36)).join(",");
}

/** What the build's stub for one slug knows: every ISO country, and the clocks of the rules' countries. */
export const stubInputFor = (rules: readonly RedirectRule[]): StubInput => ({
  rules,
  knownCountries: COUNTRY_CODES,
  timeZones: timeZonesOf(rules),
});

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON that is safe inside an inline `<script>`. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The data the stub's script reads, in the order of its parameters. */
export function stubArguments({
  rules,
  knownCountries,
  timeZones,
}: StubInput): [Record<string, string>, string, string, Record<string, string>] {
  // resolveRule decides, here as in `redirects resolve`, the matrix and the CDN rules.
  const fallback = resolveRule(rules, undefined);
  const byCountry: Record<string, string> = {};
  for (const country of ruleCountries(rules)) byCountry[country] = resolveRule(rules, country).toPath;
  const zones: Record<string, string> = {};
  for (const country of Object.keys(byCountry)) {
    const list = timeZones[country];
    if (list?.length) zones[country] = list.join(" ");
  }
  return [byCountry, fallback.toPath, countryBitmap(knownCountries), zones];
}

/** A static page that sends the visitor on before anything paints; `<noscript>` goes to the fallback. */
export function stubHtml(input: StubInput): string {
  const args = stubArguments(input);
  const fallback = escapeHtml(args[1]);
  const slug = escapeHtml(slugOf(input.rules[0]?.fromPath ?? ""));
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="strict-origin-when-cross-origin">',
    `<title>Babyshop – ${slug}</title>`,
    `<script>${STUB_SCRIPT}(${args.map(scriptJson).join(",")})</script>`,
    `<noscript><meta http-equiv="refresh" content="0;url=${fallback}"></noscript>`,
    `</head><body><p><a href="${fallback}">Babyshop</a></p></body></html>`,
    "",
  ].join("\n");
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parsePlain } from "netlify-redirector";

/** Where Netlify's own redirect engine sends a visitor of `country` (none: no country) for `pathname`. */
export type NetlifyRedirects = (pathname: string, country?: string) => string | undefined;

/** Reads `public/_redirects` with Netlify's redirect engine (what `netlify dev` runs). */
export async function netlifyRedirects(publicDir: string): Promise<NetlifyRedirects> {
  const matcher = await parsePlain(readFileSync(path.join(publicDir, "_redirects"), "utf8"), {});
  return (pathname, country) =>
    matcher.match({
      scheme: "https",
      host: "www.babyshop.example",
      path: pathname,
      query: "",
      // Netlify's edge gives the visitor's country to the engine as X-Country.
      getHeader: (name) => (name.toLowerCase() === "x-country" ? (country?.toUpperCase() ?? "") : ""),
      getCookie: () => "",
    })?.to;
}

/** A rule of `_redirects` as Netlify's parser reads it (the parts these tests look at). */
export interface NetlifyRedirect {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  conditions: { Country?: string[] };
}

/** The rules of `public/_redirects`, read by Netlify's own parser; what it reports as an error is thrown. */
export async function redirectRules(publicDir: string): Promise<NetlifyRedirect[]> {
  const file = path.join(publicDir, "_redirects");
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: true,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map(String).join("\n")}`);
  return redirects as NetlifyRedirect[];
}

import { readFileSync } from "node:fs";
import path from "node:path";
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

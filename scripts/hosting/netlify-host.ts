import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { parsePlain } from "netlify-redirector";
import { serveStatic } from "./static-host";
import { headersForPath, readHeadersFile } from "../../src/security/headers-file";

interface RuleMatch {
  to: string;
  status: number;
  force: boolean;
}

/** Netlify's `Language=` sees the `nf_lang` cookie, else the first Accept-Language, whatever its weight. */
export function cdnLanguage(acceptLanguage: string | undefined, cookieHeader: string | undefined): string {
  const cookie = /(?:^|;\s*)nf_lang=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  return cookie ? decodeURIComponent(cookie) : (acceptLanguage ?? "").split(",")[0]!.split(";")[0]!.trim();
}

/**
 * Netlify's own parser and engine for `_headers` and the forced language rules of `_redirects`. Campaign
 * rules depend on the visitor's country, which a local host cannot know: their stubs answer here.
 */
export async function serveWithHeaders(publicDir: string, port: number): Promise<Server> {
  const rules = await readHeadersFile(path.join(publicDir, "_headers"));
  const redirects = await parsePlain(readFileSync(path.join(publicDir, "_redirects"), "utf8"), {});
  return serveStatic(publicDir, port, {
    headersFor: (pathname) =>
      Object.fromEntries(headersForPath(rules, pathname).map(({ key, value }) => [key, value])),
    redirectFor: (request) => {
      const url = new URL(request.url, "https://www.babyshop.example");
      const language = cdnLanguage(request.headers["accept-language"], request.headers.cookie);
      const match = redirects.match({
        scheme: "https",
        host: url.hostname,
        path: url.pathname,
        query: url.search.slice(1),
        getHeader: (name: string) => (name === "X-Language" ? language : ""),
        getCookie: () => "",
      }) as RuleMatch | null;
      if (!match?.force || ![301, 302].includes(match.status) || !match.to.startsWith("/")) return undefined;
      // Netlify passes the query on to a target without one.
      return { status: match.status, location: `${match.to}${url.search}` };
    },
    notFoundPage: (pathname) => {
      const match = redirects.match({
        scheme: "https",
        host: "www.babyshop.example",
        path: pathname,
        query: "",
        getHeader: () => "",
        getCookie: () => "",
      }) as RuleMatch | null;
      return match?.status === 404 ? match.to : undefined;
    },
  });
}

import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { parsePlain } from "netlify-redirector";
import { serveStatic } from "./static-host";
import { headersForPath, readHeadersFile } from "../../src/security/headers-file";

/**
 * The built site as Netlify serves it: the static host with the headers of `public/_headers` (read
 * by Netlify's own parser, matched with the patterns it compiles), and for a path no file answers, the
 * page of a matching 404 rule of `public/_redirects` (Netlify's own engine).
 */
export async function serveWithHeaders(publicDir: string, port: number): Promise<Server> {
  const rules = await readHeadersFile(path.join(publicDir, "_headers"));
  const redirects = await parsePlain(readFileSync(path.join(publicDir, "_redirects"), "utf8"), {});
  return serveStatic(publicDir, port, {
    headersFor: (pathname) =>
      Object.fromEntries(headersForPath(rules, pathname).map(({ key, value }) => [key, value])),
    notFoundPage: (pathname) => {
      const match = redirects.match({
        scheme: "https",
        host: "www.babyshop.example",
        path: pathname,
        query: "",
        getHeader: () => "",
        getCookie: () => "",
      });
      return match?.status === 404 ? match.to : undefined;
    },
  });
}

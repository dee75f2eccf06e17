import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { serveStatic } from "../../../bench/support/static-server";
import { headersForPath, parseHeadersFile } from "../../../src/security/headers-file";

/** The built site as Netlify serves it: the static host with the headers of `public/_headers`. */
export function serveWithHeaders(publicDir: string, port: number): Promise<Server> {
  const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"));
  return serveStatic(publicDir, port, {
    headersFor: (pathname) =>
      Object.fromEntries(headersForPath(rules, pathname).map(({ key, value }) => [key, value])),
  });
}

import { createReadStream, existsSync, statSync } from "node:fs";
import { createGzip } from "node:zlib";
import { createServer, type OutgoingHttpHeaders, type Server } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

export interface StaticOptions {
  /** Headers a CDN adds to the response for a request path (none by default). */
  headersFor?: (pathname: string) => OutgoingHttpHeaders;
  /** The page (a path under the root) that answers an unknown request path; `/404.html` by default. */
  notFoundPage?: (pathname: string) => string | undefined;
}

/**
 * A plain static host, the same for every variant a benchmark compares: files as they are, gzipped
 * when the browser accepts it (as every CDN does), `dir/` → `dir/index.html`, `dir` → 301 to `dir/`,
 * anything else → `404.html` (or the page `notFoundPage` names) with status 404.
 */
export function serveStatic(root: string, port: number, options: StaticOptions = {}): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const added = options.headersFor?.(pathname) ?? {};
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) file = path.join(root, "404.html");
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!pathname.endsWith("/")) {
        response.writeHead(301, { ...added, location: `${pathname}/` }).end();
        return;
      }
      file = path.join(file, "index.html");
    }
    const found = existsSync(file) && statSync(file).isFile();
    const notFound = options.notFoundPage?.(pathname) ?? "/404.html";
    const served = found
      ? file
      : path.join(root, notFound.endsWith("/") ? `${notFound}index.html` : notFound);
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(found ? 200 : 404, {
      ...added,
      "content-type": TYPES[path.extname(served)] ?? "application/octet-stream",
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
    });
    if (!existsSync(served)) response.end();
    else if (gzip) createReadStream(served).pipe(createGzip()).pipe(response);
    else createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

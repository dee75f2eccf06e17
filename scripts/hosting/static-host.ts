import type { OutgoingHttpHeaders, Server } from "node:http";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyRequest } from "fastify";

export interface StaticOptions {
  /** Headers a CDN adds to the response for a request path (none by default). */
  headersFor?: (pathname: string) => OutgoingHttpHeaders;
  /** The page (a path under the root) that answers an unknown request path; `/404.html` by default. */
  notFoundPage?: (pathname: string) => string | undefined;
  /** A redirect the CDN answers a request with before any file (none by default). */
  redirectFor?: (request: FastifyRequest) => { status: number; location: string } | undefined;
}

/** The decoded path of a request; as sent when it does not decode (the host answers that with a 400). */
function pathnameOf(url: string): string {
  const { pathname } = new URL(url, "http://host.invalid");
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A plain static host (the same for every variant a benchmark compares, and under `npm run serve` and the
 * end-to-end tests with the CDN's rules: see netlify-host.ts), on @fastify/static: files as
 * they are (after the redirects `redirectFor` gives), gzipped when the browser accepts it (as every CDN does), `dir/` → `dir/index.html`, `dir`
 * → 301 to `dir/`, anything else → `404.html` (or the page `notFoundPage` names) with status 404.
 * Nothing outside `root` is served, and a malformed address gets a 400. Port 0 picks a free port.
 */
export async function serveStatic(root: string, port: number, options: StaticOptions = {}): Promise<Server> {
  const app = Fastify();
  await app.register(fastifyCompress, { encodings: ["gzip"], threshold: 0 });
  app.addHook("onRequest", async (request, reply) => {
    const redirect = options.redirectFor?.(request);
    if (redirect) return reply.redirect(redirect.location, redirect.status);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const added = options.headersFor?.(pathnameOf(request.url)) ?? {};
    for (const [name, value] of Object.entries(added)) if (value !== undefined) reply.header(name, value);
    return payload;
  });
  await app.register(fastifyStatic, { root, redirect: true, cacheControl: false, etag: false });
  app.setNotFoundHandler((request, reply) => {
    const page = options.notFoundPage?.(pathnameOf(request.url)) ?? "/404.html";
    return reply.code(404).sendFile(page.endsWith("/") ? `${page}index.html` : page);
  });
  await app.listen({ port, host: "127.0.0.1" });
  return app.server;
}

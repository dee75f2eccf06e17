import type { OutgoingHttpHeaders, Server } from "node:http";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyRequest } from "fastify";

export interface StaticOptions {
  headersFor?: (pathname: string) => OutgoingHttpHeaders;
  notFoundPage?: (pathname: string) => string | undefined;
  redirectFor?: (request: FastifyRequest) => { status: number; location: string } | undefined;
}

/** As sent when it does not decode (the host answers that with a 400). */
function pathnameOf(url: string): string {
  const { pathname } = new URL(url, "http://host.invalid");
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** One plain host for every variant a benchmark compares; gzips as every CDN does. Port 0: a free port. */
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

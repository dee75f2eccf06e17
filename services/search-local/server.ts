import fastifyCompress from "@fastify/compress";
import fastifyCors from "@fastify/cors";
import Fastify, { type FastifyRequest } from "fastify";
import type { AddressInfo } from "node:net";
import { constants } from "node:zlib";
import { ignoreBodies, MAX_BODY_BYTES, readBodies, readJsonBodies } from "./body-parsers";
import { EventLog } from "./event-log";
import { serviceRoutes, type ServiceRequest } from "./routes";
import type { SearchServiceData } from "./service-data";

export interface SearchServiceOptions {
  port?: number;
  host?: string;
}

export interface RunningSearchService {
  /** `http://host:port`, the base to give the storefront. */
  url: string;
  events: EventLog;
  replaceData: (data: SearchServiceData) => void;
  close: () => Promise<void>;
}

/** Answers up to this size are compressed in one call rather than through a zlib stream. */
const SYNC_COMPRESSION_BYTES = 64 * 1024;

// No route declares a schema, so fastify's own schema compilers (ajv, fast-json-stringify) need not load.
const noSchemas = () => () => {
  throw new Error("the search service's routes declare no schemas");
};

export async function startSearchService(
  data: SearchServiceData,
  { port = 9300, host = "localhost" }: SearchServiceOptions = {},
): Promise<RunningSearchService> {
  const events = new EventLog();
  let current = data;
  // HEAD is not answered for GET addresses: it gets 405 as any other method an address does not take.
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    schemaController: { compilersFactory: { buildValidator: noSchemas, buildSerializer: noSchemas } },
  });
  // Any origin may call, as Klevu allows; every OPTIONS request is answered as a preflight.
  await app.register(fastifyCors, {
    origin: "*",
    methods: ["GET", "POST", "DELETE", "OPTIONS"],
    allowedHeaders: ["Content-Type"],
    maxAge: 600,
    strictPreflight: false,
  });
  // Answers run 4–20 KB: Brotli's lowest quality takes them to a quarter for a fraction of the CPU, in
  // one call per answer rather than a stream; under 1 KB is not worth it.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_BYTES,
  });
  ignoreBodies(app);

  // Errors that fastify and the body parsers raise carry the status to answer; any other is a 500.
  app.setErrorHandler<Error & { statusCode?: number }>((error, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
  );
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `${new URL(request.url, "http://service").pathname} not found` }),
  );

  const bound = () => `${host}:${(app.server.address() as AddressInfo).port}`;
  const serviceRequest = (request: FastifyRequest): ServiceRequest => {
    const hostHeader = request.headers.host ?? bound();
    return {
      method: request.method,
      url: new URL(request.url, `http://${hostHeader}`),
      host: hostHeader,
      remoteAddress: request.socket.remoteAddress ?? "",
      params: request.params as ServiceRequest["params"],
      body: request.body,
    };
  };
  for (const route of serviceRoutes(events)) {
    // A scope of its own, so that the route reads bodies its way and other methods' bodies go unread.
    await app.register(async (scope) => {
      if (route.jsonBody) readJsonBodies(scope);
      else await readBodies(scope);
      scope.route({
        method: route.methods,
        url: route.path,
        handler: (request, reply) => {
          const { status, body } = route.answer(serviceRequest(request), current);
          return reply.code(status).send(body);
        },
      });
    });
    app.route({
      method: app.supportedMethods.filter(
        (method) => method !== "OPTIONS" && !route.methods.includes(method),
      ),
      url: route.path,
      handler: (request, reply) => reply.code(405).send({ error: `${request.method} is not answered here` }),
    });
  }

  await app.listen({ port, host });
  return {
    url: `http://${bound()}`,
    events,
    replaceData: (next) => {
      current = next;
    },
    close: () => app.close(),
  };
}

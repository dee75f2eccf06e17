import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { EventLog } from "./event-log";
import { BodyError, readBody } from "./request-body";
import { serviceRoutes, type ServiceAnswer, type ServiceRequest } from "./routes";
import type { SearchServiceData } from "./service-data";

export interface SearchServiceOptions {
  port?: number;
  host?: string;
}

export interface RunningSearchService {
  /** `http://host:port`, the base to give the storefront. */
  url: string;
  server: Server;
  events: EventLog;
  /** Answers from `data` from now on: a new index after content changed. */
  replaceData: (data: SearchServiceData) => void;
  close: () => Promise<void>;
}

// Any origin may call, as Klevu allows; preflights of JSON posts are answered here.
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "Content-Type",
  "access-control-max-age": "600",
};

/** Serves `data` over HTTP: a thin shell that routes, reads bodies and writes JSON answers. */
export async function startSearchService(
  data: SearchServiceData,
  { port = 9300, host = "localhost" }: SearchServiceOptions = {},
): Promise<RunningSearchService> {
  const events = new EventLog();
  let routes = serviceRoutes(data, events);

  async function answer(request: ServiceRequest): Promise<ServiceAnswer> {
    if (request.method === "OPTIONS") return { status: 204 };
    const matches = routes.flatMap((route) => {
      const match = request.url.pathname.match(route.path);
      return match ? [{ route, match }] : [];
    });
    const found = matches.find(({ route }) => route.methods.includes(request.method));
    if (found) return found.route.answer(request, found.match);
    if (matches.length > 0) return { status: 405, body: { error: `${request.method} is not answered here` } };
    return { status: 404, body: { error: `${request.url.pathname} not found` } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hostHeader = req.headers.host ?? `${host}:${port}`;
    let result: ServiceAnswer;
    try {
      result = await answer({
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", `http://${hostHeader}`),
        host: hostHeader,
        contentType: req.headers["content-type"],
        remoteAddress: req.socket.remoteAddress ?? "",
        body: () => readBody(req),
      });
    } catch (error) {
      result =
        error instanceof BodyError
          ? { status: error.status, body: { error: error.message } }
          : { status: 500, body: { error: String(error) } };
    }
    const headers: Record<string, string> = { ...CORS };
    if (result.body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    res.writeHead(result.status, headers);
    res.end(result.body === undefined ? undefined : JSON.stringify(result.body));
  }

  const server = createServer((req, res) => void handle(req, res));
  server.on("clientError", (_error, socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    events,
    replaceData: (next) => {
      routes = serviceRoutes(next, events);
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import type { RequestHandler } from "express";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Refuses, before anything is read or written, what a page of another site can send through the
 * editor's browser: a request from another origin (decap-server's CORS check only keeps the answer from
 * that page, the file would still be written), and one addressed to another host name (a site whose
 * name it has pointed at 127.0.0.1, DNS rebinding). Requests without an origin come from programs on
 * this computer, not from pages. Tells the browser the local origins may read the answers, including
 * those of the studio server's own handlers, which come before decap-server's CORS.
 */
export const localRequestsOnly: RequestHandler = (request, response, next) => {
  const { host, origin } = request.headers;
  if (!host || !LOCAL_HOST.test(host))
    return void response.status(403).json({ error: "The studio backend answers localhost only" });
  if (origin === undefined) return next();
  if (!LOCAL_ORIGIN.test(origin))
    return void response.status(403).json({ error: "The studio backend answers pages on localhost only" });
  response.set({ "Access-Control-Allow-Origin": origin, Vary: "Origin" });
  if (request.method !== "OPTIONS") return next();
  response.set({ "Access-Control-Allow-Methods": "POST", "Access-Control-Allow-Headers": "Content-Type" });
  response.sendStatus(204);
};

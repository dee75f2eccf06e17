import type { RequestHandler } from "express";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Refuses other origins (decap-server's CORS only hides the answer; the file would still be written) and
 * other host names (DNS rebinding). Requests without an origin come from programs, not pages.
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

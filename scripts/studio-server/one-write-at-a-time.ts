import type { Request, RequestHandler } from "express";

const DECAP_WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

/** Whether a request to decap-server's `POST /api/v1` writes: its `action` says. */
const isDecapWrite = (request: Request): boolean => {
  const { action } = (request.body ?? {}) as { action?: unknown };
  return typeof action === "string" && DECAP_WRITES.has(action);
};

/**
 * Holds each request that writes until the one before it has been answered, in the order they arrived:
 * two quick saves of one file end with the second, and neither fails. Everything after these handlers
 * (the path check, the writes, decap-server's own handler) runs inside the turn, so the order is fixed
 * here, before any of them waits on the disk. Reads are not held: writes replace files in one step.
 * `decapWrites` holds decap-server's writes, `everyRequest` every request of a route that writes, in
 * one line.
 */
export function oneWriteAtATime(): { decapWrites: RequestHandler; everyRequest: RequestHandler } {
  let last: Promise<void> = Promise.resolve();
  const inTurn =
    (isWrite: (request: Request) => boolean): RequestHandler =>
    (request, response, next) => {
      if (!isWrite(request)) return next();
      let closed = false;
      const answered = new Promise<void>((resolve) =>
        response.once("close", () => {
          closed = true;
          resolve();
        }),
      );
      last = last.then(() => {
        // An editor that gave up waiting has been told the save failed: it is not made behind its back.
        if (closed) return;
        next();
        return answered;
      });
    };
  return { decapWrites: inTurn(isDecapWrite), everyRequest: inTurn(() => true) };
}

import type { Request, RequestHandler } from "express";

const DECAP_WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

const isDecapWrite = (request: Request): boolean => {
  const { action } = (request.body ?? {}) as { action?: unknown };
  return typeof action === "string" && DECAP_WRITES.has(action);
};

/**
 * In arrival order, so two quick saves end with the second and neither fails. Reads are not held: writes
 * replace files in one step.
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

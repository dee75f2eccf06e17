import type { RequestHandler } from "express";

const WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

/**
 * Holds each request that writes until the one before it has been answered, in the order they arrived:
 * two quick saves of one file end with the second, and neither fails. Everything after this handler
 * (the path check, the writes, decap-server's own handler) runs inside the turn, so the order is fixed
 * here, before any of them waits on the disk. Reads are not held: writes replace files in one step.
 */
export function oneWriteAtATime(): RequestHandler {
  let last: Promise<void> = Promise.resolve();
  return (request, response, next) => {
    const { action } = (request.body ?? {}) as { action?: unknown };
    if (typeof action !== "string" || !WRITES.has(action)) return next();
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
}

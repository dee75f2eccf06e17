import { createHash } from "node:crypto";
import path from "node:path";
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { z } from "zod";
import { ContentError } from "../../src/content/content-error";
import { unconfirmedMoves, type ImportPlan } from "../../src/redirects/plan-import";
import { exportLinksCsv, planLinkImport } from "../../src/build/link-import";
import type { ShownPlan } from "../../src/studio/import-view";
import { LINK_GROUPS } from "../../src/studio/link-collections";
import { writeAllOrNone } from "./write-all-or-none";

const planRequest = z.object({ csv: z.string() });
const applyRequest = planRequest.extend({
  confirmedMoves: z.array(z.string()),
  seen: z.string(),
});

/** `seen` names the changes it would make, all moves confirmed. */
const shown = ({ links, rowProblems, fileProblems, changes }: ImportPlan): ShownPlan => ({
  links,
  rowProblems,
  fileProblems,
  seen: createHash("sha256").update(JSON.stringify(changes)).digest("hex"),
});

/**
 * Thin: the plan is `redirects import`'s; apply only when `seen` matches the dry run. `inTurn` orders writes.
 */
export function linkImport(root: string, inTurn: RequestHandler): Router {
  const contentDir = path.join(root, "content");
  const groups = LINK_GROUPS.map((group) => group.folder);
  const plan = (csv: string, confirmedMoves: ReadonlySet<string> | "all") =>
    planLinkImport(root, contentDir, csv, { groups, confirmedMoves });
  const router = express.Router();

  router.post("/import/plan", (request, response) => {
    const body = planRequest.safeParse(request.body);
    if (!body.success) return void response.status(422).json({ error: "Choose a CSV file to import" });
    response.json(shown(plan(body.data.csv, "all")));
  });

  router.post("/import/apply", inTurn, (request, response, next) => {
    const body = applyRequest.safeParse(request.body);
    if (!body.success) return void response.status(422).json({ error: "Choose a CSV file to import" });
    const { csv, confirmedMoves, seen } = body.data;
    const current = shown(plan(csv, "all"));
    if (current.seen !== seen)
      return void response.status(409).json({
        error:
          "The links changed since this difference was made (someone saved in the studio): check it again.",
        plan: current,
      });
    const chosen = plan(csv, new Set(confirmedMoves));
    if (chosen.rowProblems.length > 0 || chosen.fileProblems.length > 0)
      return void response.status(422).json({ error: "Fix the problems first.", plan: current });
    if (unconfirmedMoves(chosen).length > 0)
      return void response
        .status(409)
        .json({ error: "Confirm each link that moves to another group first.", plan: current });
    writeAllOrNone(path.join(contentDir, "redirects"), chosen.changes).then(
      () => response.json({ written: chosen.changes.length }),
      (error: unknown) => next(error),
    );
  });

  router.get("/export.csv", (_request, response) => {
    response.type("text/csv; charset=utf-8").attachment("links.csv").send(exportLinksCsv(root, contentDir));
  });
  router.use(((error, _request, response, _next) => {
    // Content that does not load (a hand edit, a bad merge) is listed in the studio, by entry.
    if (error instanceof ContentError)
      return void response.status(409).json({
        error: "The content has mistakes to fix first: the studio lists them above its collections.",
      });
    const message = error instanceof Error ? error.message : String(error);
    response.status(500).json({ error: `The links could not be read or written: ${message}` });
  }) as ErrorRequestHandler);
  return router;
}

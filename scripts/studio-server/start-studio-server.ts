import type { AddressInfo } from "node:net";
import { realpath } from "node:fs/promises";
import express from "express";
import { registerLocalFs } from "decap-server/dist/middlewares";
import { entryHistory, keepStudioSaves, type StudioSaves } from "./entry-history";
import { linkImport } from "./link-import";
import { localRequestsOnly } from "./local-requests-only";
import { oneWriteAtATime } from "./one-write-at-a-time";
import { refuseBreakingChanges } from "./refuse-breaking-changes";
import { refuseLostWork } from "./refuse-lost-work";
import { saveAtomically } from "./save-atomically";
import { studioFoldersOnly } from "./studio-folders-only";

/** decap-server itself would listen on every interface. */
const HOST = "127.0.0.1";

export interface StudioServer {
  address: AddressInfo;
  close(): Promise<void>;
}

/** decap-server's middlewares behind the checks and atomic, ordered saves it lacks. Port 0: a free one. */
export async function startStudioServer({
  root,
  port,
}: {
  root: string;
  port: number;
}): Promise<StudioServer> {
  const project = await realpath(root);
  const app = express();
  app.disable("x-powered-by");
  app.use(localRequestsOnly);
  app.use(express.json({ limit: "50mb" })); // decap-server's limit; its own parser then finds the body read
  const writes = oneWriteAtATime();
  app.use("/api/links", linkImport(project, writes.everyRequest));
  const saves: StudioSaves = new Map();
  app.get("/api/history", entryHistory(project, saves));
  app.post(
    "/api/v1",
    writes.decapWrites,
    studioFoldersOnly(project),
    refuseLostWork(project),
    refuseBreakingChanges(project),
    keepStudioSaves(project, saves),
    saveAtomically(project),
  );
  // decap-server takes its repository from the environment only, when registering.
  process.env.GIT_REPO_DIRECTORY = project;
  await registerLocalFs(app, { logLevel: "warn" });

  const server = app.listen(port, HOST);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

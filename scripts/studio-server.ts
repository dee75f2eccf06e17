/**
 * `npm run studio-server` (started by `npm run develop`): the local backend of the content studio, the
 * server Decap CMS's `local_backend` reads and writes the working copy through, on
 * http://127.0.0.1:$STUDIO_SERVER_PORT (8081, Decap's default). See scripts/studio-server/.
 */
import { startStudioServer } from "./studio-server/start-studio-server";

const port = Number(process.env.STUDIO_SERVER_PORT ?? 8081);
// The project npm runs the script in: a copy of the project links scripts/ to the original.
startStudioServer({ root: process.cwd(), port }).then(
  (server) => {
    console.log(`Content studio backend on http://${server.address.address}:${server.address.port}`);
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close());
  },
  (error: unknown) => {
    console.error(
      "The content studio backend did not start:",
      error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  },
);

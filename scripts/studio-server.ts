/** The studio's local backend for Decap's `local_backend`, on 127.0.0.1:$STUDIO_SERVER_PORT (8081). */
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

import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

export interface Develop {
  url: string;
  /** Seconds from the command to a development server ready to answer. */
  startSeconds: number;
  /** Everything the command printed so far. */
  output: () => string;
  /** Stops the development server and the search service beside it. */
  stop: () => Promise<void>;
}

const READY = /success Building development bundle/;

/**
 * Runs `npm run develop` in `project`, with its own ports (the site's, its search service's and its
 * content studio backend's), until the development server is ready.
 */
export async function startDevelop(
  project: string,
  {
    port,
    searchPort,
    studioPort,
    commerceUrl,
    timeoutMs = 300_000,
  }: { port: number; searchPort: number; studioPort: number; commerceUrl?: string; timeoutMs?: number },
): Promise<Develop> {
  const started = performance.now();
  const child = spawn("npm", ["run", "develop"], {
    cwd: project,
    // Its own process group, so that stopping it stops Gatsby's workers and the search service too.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SEARCH_SERVICE_PORT: String(searchPort),
      STUDIO_SERVER_PORT: String(studioPort),
      GATSBY_SEARCH_SERVICE_URL: `http://localhost:${searchPort}`,
      // An engine already running (a test run's): the copy then starts none of its own.
      ...(commerceUrl && { COMMERCE_URL: commerceUrl }),
      GATSBY_TELEMETRY_DISABLED: "1",
      // As on a developer's machine: Gatsby turns query on demand off where CI is set.
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
    },
  });
  let output = "";
  // Without the terminal's colours and cursor moves, as a person reads it.
  const take = (chunk: string) => (output += stripVTControlCharacters(chunk));
  child.stdout.setEncoding("utf8").on("data", take);
  child.stderr.setEncoding("utf8").on("data", take);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    if (child.pid) await groupGone(child.pid);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`develop did not start:\n${output.slice(-3000)}`)),
      timeoutMs,
    );
    const check = setInterval(() => {
      if (READY.test(output)) done(resolve);
      else if (child.exitCode !== null)
        done(() => reject(new Error(`develop stopped:\n${output.slice(-3000)}`)));
    }, 200);
    const done = (then: () => void) => {
      clearTimeout(timer);
      clearInterval(check);
      then();
    };
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    url: `http://localhost:${port}`,
    startSeconds: (performance.now() - started) / 1000,
    output: () => output,
    stop,
  };
}

/**
 * Resolves once no process of the group is left: Gatsby's workers outlive npm, which leads the group,
 * by a moment in which they still write `.cache` (removing the project then fails with ENOTEMPTY).
 */
async function groupGone(pid: number, timeoutMs = 10_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

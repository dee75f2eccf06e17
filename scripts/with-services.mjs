// Runs an npm script (the served site, or the development server) and beside it the services the site
// talks to by default: `node scripts/with-services.mjs [--watch] [--studio] <script>`. They are the
// commerce engine (`npm run commerce-engine`; not with COMMERCE_URL set, which names an engine
// elsewhere) and the local search service (not with Klevu configured, GATSBY_KLEVU_URL). `--watch`
// has the search service index content/ again after every edit. `--studio` also runs the content studio's local
// backend (`npm run studio-server`), through which the studio of the development server edits content/.
// Stops the services when the script stops, and everything on Ctrl-C.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const watch = args.includes("--watch");
const studio = args.includes("--studio");
const [script] = args.filter((arg) => arg !== "--watch" && arg !== "--studio");
if (!script) {
  console.error("Usage: node scripts/with-services.mjs [--watch] [--studio] <npm script>");
  process.exit(2);
}

// npm does not pass a signal on to the script it runs: stopping `npm run` would leave the service
// running, holding its port. So each service runs in a process group of its own, and the whole group is
// stopped. The npm script stays in the terminal's group, where Ctrl-C reaches it and it can ask questions;
// for the same reason a service that stops (it says why) leaves the script running rather than orphaned.
const services = [];
const stop = (service, signal) => {
  try {
    process.kill(-service.pid, signal);
  } catch {
    // Already stopped.
  }
};
const runService = (npmArgs) =>
  services.push(spawn("npm", ["run", "--silent", ...npmArgs], { stdio: "inherit", detached: true }));

if (process.env.COMMERCE_URL === undefined) runService(["commerce-engine"]);
if (!process.env.GATSBY_KLEVU_URL) runService(["search-service", ...(watch ? ["--", "--watch"] : [])]);
if (studio) runService(["studio-server"]);
const main = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
main.on("exit", (code) => {
  for (const service of services) stop(service, "SIGTERM");
  process.exitCode = code ?? 1;
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const service of services) stop(service, signal);
    main.kill(signal);
  });

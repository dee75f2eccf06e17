// `node scripts/with-services.mjs [--watch] [--studio] <script>`: the script plus the commerce engine (unless
// COMMERCE_URL) and local search (unless Klevu); `--studio` adds the studio's backend.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const watch = args.includes("--watch");
const studio = args.includes("--studio");
const [script] = args.filter((arg) => arg !== "--watch" && arg !== "--studio");
if (!script) {
  console.error("Usage: node scripts/with-services.mjs [--watch] [--studio] <npm script>");
  process.exit(2);
}

// npm passes no signal on, so each service gets its own process group, stopped whole; the script
// stays in the terminal's group, where Ctrl-C reaches it.
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

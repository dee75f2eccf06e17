// Runs an npm script (the served site, or the development server) and beside it the local search
// service the site talks to by default: `node scripts/with-search-service.mjs [--watch] <script>`.
// `--watch` has the service index content/ again after every edit. With Klevu configured
// (GATSBY_KLEVU_URL) only the script runs. Stops both when either stops, and on Ctrl-C.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const watch = args.includes("--watch");
const [script] = args.filter((arg) => arg !== "--watch");
if (!script) {
  console.error("Usage: node scripts/with-search-service.mjs [--watch] <npm script>");
  process.exit(2);
}

const children = [];
const run = (npmArgs) => {
  const child = spawn("npm", ["run", "--silent", ...npmArgs], { stdio: "inherit" });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
};

if (!process.env.GATSBY_KLEVU_URL) run(["search-service", ...(watch ? ["--", "--watch"] : [])]);
run([script]);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

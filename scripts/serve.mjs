// Serves the built site and, beside it, the local search service the site talks to by default.
// With Klevu configured (GATSBY_KLEVU_URL) only the site is served. Stops both when either stops.
import { spawn } from "node:child_process";

const children = [];
const run = (args) => {
  const child = spawn("npm", ["run", "--silent", ...args], { stdio: "inherit" });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
};

if (!process.env.GATSBY_KLEVU_URL) run(["search-service"]);
run(["serve:site"]);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

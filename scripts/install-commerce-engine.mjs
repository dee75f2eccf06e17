// Installs the commerce engine's own packages (services/commerce-engine has its own package.json and
// lock file: the engine runs beside the site and is never bundled with it). Runs after the site's
// install; `npm ci` on CI, `npm install` (a no-op when nothing changed) elsewhere.
import { spawnSync } from "node:child_process";

const args = process.env.CI ? ["ci"] : ["install"];
const result = spawnSync(
  "npm",
  [...args, "--prefix", "services/commerce-engine", "--no-audit", "--no-fund"],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);

// The engine has its own package.json and lock file: it runs beside the site and is never bundled with it.
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

// The engine has its own package.json and lock file: it runs beside the site and is never bundled with it.
import { spawnSync } from "node:child_process";

// CI installs them beside the site's packages, at the same time (.ci/run).
if (process.env.COMMERCE_ENGINE_INSTALL === "separate") process.exit(0);

const args = process.env.CI ? ["ci"] : ["install"];
const result = spawnSync(
  "npm",
  [...args, "--prefix", "services/commerce-engine", "--no-audit", "--no-fund"],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);

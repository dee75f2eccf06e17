import { execFileSync } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
/** The floor the site's first-load JS is weighed against (bench/bare-site/README.md). */
export const BARE_SITE = path.join(ROOT, "bench", "bare-site");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");

/** Returns the wall time in seconds. */
export function gatsbyBuild(cwd: string, env: Record<string, string> = {}): number {
  const started = process.hrtime.bigint();
  execFileSync(process.execPath, [GATSBY, "build"], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

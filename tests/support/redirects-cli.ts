import path from "node:path";
import { pathToFileURL } from "node:url";
import { redirectsCli } from "../../bin/redirects-cli";

const ROOT = path.resolve(__dirname, "../..");
const TSX_LOADER = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;

/**
 * `npm run redirects -- <args>` as a command and its arguments for `spawn`: one Node process with tsx as
 * its loader, from any folder. Through npx or tsx's own launcher each run starts two or three (4.3 and
 * 1.1 s against 0.5 s for `--help`).
 */
export const redirectsCommand = (...args: string[]): [string, string[]] => [
  process.execPath,
  ["--import", TSX_LOADER, path.join(ROOT, "bin", "redirects.ts"), ...args],
];

/**
 * `npm run redirects -- <args>` run in this process from `cwd`, so that files are named as a marketer
 * types them: its exit code and what it printed (redirects-cli.test.ts runs the process itself).
 */
export async function runRedirectsCli(
  cwd: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await redirectsCli(args, {
    cwd,
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { compileEdgeTable } from "../redirects/edge-table";
import type { RedirectRule } from "../redirects/rule";

export const EDGE_FUNCTIONS_DIR = path.join(".netlify", "v1", "edge-functions");
const FILE = "campaign-links.js";

/** One self-contained module: Deno runs it as it is. */
export async function edgeFunctionModule(root: string, rules: readonly RedirectRule[]): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "edge-table-"));
  try {
    writeFileSync(path.join(dir, "table.json"), JSON.stringify(compileEdgeTable(rules)));
    const entry = [
      `import { campaignLinkHandler } from ${JSON.stringify(path.join(root, "src", "redirects", "edge-function.ts"))};`,
      `import table from "./table.json";`,
      `export default campaignLinkHandler(table);`,
      `export const config = { path: "/redirects/*" };`,
    ].join("\n");
    const result = await build({
      stdin: { contents: entry, resolveDir: dir, loader: "ts", sourcefile: FILE },
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      target: "es2022",
      minify: true,
      legalComments: "none",
    });
    return result.outputFiles[0]?.text ?? "";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function publishEdgeFunction(
  root: string,
  rules: readonly RedirectRule[] | undefined,
): Promise<void> {
  const file = path.join(root, EDGE_FUNCTIONS_DIR, FILE);
  if (!rules) return rmSync(file, { force: true });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await edgeFunctionModule(root, rules));
}

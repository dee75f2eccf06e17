import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
/**
 * What a test may edit (content, and the images the studio uploads to static/), and what resolves
 * paths from where it lies (the search service), is copied.
 */
const COPIED = [
  "package.json",
  "tsconfig.json",
  "sentry.config.ts",
  "content",
  "locales",
  "services",
  "static",
];
const LINKED = ["node_modules", "src", "scripts"];
/** The commerce engine's own packages, beside its copied code. */
const ENGINE_PACKAGES = "services/commerce-engine/node_modules";

/**
 * A copy of the project to build or develop and edit freely: the `gatsby-*` files, content and texts
 * are copied (Gatsby reads the project from where its config file is), code and packages are linked.
 */
export function copyProject(prefix: string, dir?: string): string {
  // A fixed folder (`dir`) is emptied first; otherwise a new one is made.
  if (dir) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const project = dir ?? mkdtempSync(path.join(os.tmpdir(), prefix));
  const top = readdirSync(ROOT).filter((name) => name.startsWith("gatsby-"));
  for (const name of [...top, ...COPIED])
    cpSync(path.join(ROOT, name), path.join(project, name), {
      recursive: true,
      filter: (source) => path.basename(source) !== "node_modules",
    });
  for (const name of [...LINKED, ENGINE_PACKAGES])
    symlinkSync(path.join(ROOT, name), path.join(project, name));
  return project;
}

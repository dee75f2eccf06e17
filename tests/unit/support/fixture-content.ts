import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The project root the unit tests load: `content/` as a snapshot of the shop's content and `locales/`,
 * whose folder names are the languages loadShops accepts. Loaders name files from the root, so problems
 * still read `content/...`.
 */
export const FIXTURE_ROOT = path.resolve(__dirname, "../../fixtures");
export const FIXTURE_CONTENT = path.join(FIXTURE_ROOT, "content");

/** The text of a file under the fixture's `content/`. */
export const fixtureText = (file: string): string => readFileSync(path.join(FIXTURE_CONTENT, file), "utf8");

/** Copies the fixture's `content/` to `dir` for a test to edit; returns `dir`. */
export function copyFixtureContent(dir: string): string {
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return dir;
}

/** A new temporary project root with copies of the fixture's `content/` and `locales/`. */
export function copyFixtureRoot(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const dir of ["content", "locales", ".data"])
    cpSync(path.join(FIXTURE_ROOT, dir), path.join(root, dir), { recursive: true });
  return root;
}

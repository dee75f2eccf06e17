import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `text` to `file`, making its folder, but leaves a file that already says it as it is: a warm
 * build then changes only what changed, and webpack does not rebuild a chunk that imports it.
 */
export function writeIfChanged(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

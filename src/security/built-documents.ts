import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuiltDocument } from "./security-headers";

/** Except Gatsby's fragments under `_gatsby/`, never served as pages. Each is read when asked for. */
export function builtDocuments(publicDir: string): BuiltDocument[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => !file.startsWith("_gatsby/"))
    .sort()
    .map((file) => ({ file, read: () => readFileSync(path.join(publicDir, file), "utf8") }));
}

import { realpath } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";

/** Never code or configuration: a wrong collection setting or a crafted request must not reach them. */
const STUDIO_FOLDERS = ["content", path.join("static", "images")];
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder"]);

function pathsIn(value: unknown, key?: string): unknown[] {
  if (key === "paths") return Array.isArray(value) ? value : [value];
  if (key !== undefined && PATH_KEYS.has(key)) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, v]) => pathsIn(v, name));
  return [];
}

function isInStudioFolder(root: string, file: string): boolean {
  return STUDIO_FOLDERS.some((folder) => {
    const relative = path.relative(path.join(root, folder), file);
    return !path.isAbsolute(relative) && relative !== ".." && !relative.startsWith(`..${path.sep}`);
  });
}

/** A link out of content/ leads out. */
async function withLinksFollowed(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    const parent = path.dirname(file);
    return parent === file ? file : path.join(await withLinksFollowed(parent), path.basename(file));
  }
}

/** Decap never puts `%` or `\` in paths: one that does smuggles `..` past a check that decodes otherwise. */
export async function isStudioFile(root: string, file: unknown): Promise<boolean> {
  if (typeof file !== "string" || path.isAbsolute(file) || /[%\\\0]/.test(file)) return false;
  const resolved = path.resolve(root, file);
  return isInStudioFolder(root, resolved) && isInStudioFolder(root, await withLinksFollowed(resolved));
}

export function studioFoldersOnly(root: string): RequestHandler {
  return (request, response, next) => {
    const { params } = (request.body ?? {}) as { params?: unknown };
    void Promise.all(pathsIn(params).map((file) => isStudioFile(root, file))).then((allowed) => {
      if (allowed.every(Boolean)) next();
      else
        response.status(403).json({ error: "The studio reads and writes content/ and static/images/ only" });
    });
  };
}

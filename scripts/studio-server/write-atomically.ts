import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes `file` through a temporary file beside it and a rename, which replaces the file in one step:
 * a watcher (Gatsby, the search service) reads the old content or the new, never half of it. The
 * temporary name starts with a dot and ends in `.tmp`, so no content loader takes it for an entry.
 */
export async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

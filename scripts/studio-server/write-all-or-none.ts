import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileChange } from "../../src/redirects/plan-import";
import { writeAtomically } from "./write-atomically";

/** Writes `text` beside `file` under a temporary name no content loader takes for an entry. */
async function stage(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await writeFile(temporary, text);
  return temporary;
}

/**
 * Makes every change under `dir`, or none: each new text is first written to a temporary file beside
 * its own, then each replaces its file in one step (a rename) and removed files go; if a step fails, the
 * files already changed get their text from before back. A watcher sees each file old or new, never half.
 */
export async function writeAllOrNone(dir: string, changes: readonly FileChange[]): Promise<void> {
  const staged = new Map<FileChange, string>();
  const done: FileChange[] = [];
  const fileOf = (change: FileChange) => path.join(dir, change.name);
  try {
    for (const change of changes)
      if (change.after !== undefined) staged.set(change, await stage(fileOf(change), change.after));
    for (const change of changes) {
      const temporary = staged.get(change);
      if (temporary === undefined) await rm(fileOf(change));
      else await rename(temporary, fileOf(change));
      staged.delete(change);
      done.push(change);
    }
  } catch (error) {
    for (const change of done.reverse()) {
      if (change.before === undefined) await rm(fileOf(change), { force: true });
      else await writeAtomically(fileOf(change), change.before);
    }
    await Promise.all([...staged.values()].map((temporary) => rm(temporary, { force: true })));
    throw error;
  }
}

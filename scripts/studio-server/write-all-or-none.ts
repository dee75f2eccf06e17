import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileChange } from "../../src/redirects/plan-import";
import { writeAtomically } from "./write-atomically";

async function stage(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await writeFile(temporary, text);
  return temporary;
}

/** Stage every file, then rename each; if a step fails, the changed files get their old text back. */
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

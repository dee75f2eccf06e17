import { readdirSync } from "node:fs";
import path from "node:path";
import type { ContentCollection } from "../../../src/studio/content-fields";

/** The project's root, whose `content/` the studio edits. */
export const PROJECT_ROOT = path.resolve(__dirname, "../../..");

/** The files a collection edits, from the project's root: its folder's files, or its one file. */
export function filesOf({ config }: ContentCollection): string[] {
  const folder = config.folder as string | undefined;
  if (folder)
    return readdirSync(path.join(PROJECT_ROOT, folder))
      .filter((name) => name.endsWith(`.${String(config.extension)}`))
      .map((name) => `${folder}/${name}`);
  return (config.files as { file: string }[]).map(({ file }) => file);
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GATSBY_SCRIPTS_SLICE_ID } from "../page-start/scripts-slice";

export const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", `${GATSBY_SCRIPTS_SLICE_ID}-1.html`);

const CHUNK_MAPPING = /\s*<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>\s*/;
const BUILD_HASH = "<script>window.___webpackCompilationHash=";

/** Gatsby's chunk mapping is a JSON string, so its loader's lookups already answer `[]`: see README.md. */
export const emptyChunkMapping = (slice: string): string =>
  CHUNK_MAPPING.test(slice) && slice.includes(BUILD_HASH)
    ? slice
        .replace(CHUNK_MAPPING, "")
        .replace(BUILD_HASH, "<script>window.___chunkMapping={};window.___webpackCompilationHash=")
    : slice;

interface DoneHook {
  hooks: { done: { tap(options: { name: string; stage: number }, run: () => void): void } };
}

/** After Gatsby's own `done` step has written the slice, before pages are stitched. */
export class EmptyChunkMappingPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: DoneHook): void {
    compiler.hooks.done.tap({ name: "EmptyChunkMappingPlugin", stage: 100 }, () => {
      const file = path.join(this.root, SCRIPTS_SLICE);
      if (existsSync(file)) writeFileSync(file, emptyChunkMapping(readFileSync(file, "utf8")));
    });
  }
}

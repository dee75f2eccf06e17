import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GATSBY_SCRIPTS_SLICE_ID } from "../page-start/scripts-slice";

/** The slice Gatsby stitches into every page's end: its scripts, the build's hash and its chunk mapping. */
export const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", `${GATSBY_SCRIPTS_SLICE_ID}-1.html`);

const CHUNK_MAPPING = /\s*<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>\s*/;
const BUILD_HASH = "<script>window.___webpackCompilationHash=";

/**
 * Gatsby writes its chunk mapping into every page, about 400 B gzipped, as a JSON string
 * (`window.___chunkMapping="{…}"`: its stats extractor stringifies it twice), and its loader reads
 * `window.___chunkMapping[chunkName] || []`. A string has no key of a chunk's name, so every lookup
 * answers `[]`, and an empty object answers the same: pages carry that instead, set by the slice's
 * next script.
 */
export const emptyChunkMapping = (slice: string): string =>
  CHUNK_MAPPING.test(slice) && slice.includes(BUILD_HASH)
    ? slice
        .replace(CHUNK_MAPPING, "")
        .replace(BUILD_HASH, "<script>window.___chunkMapping={};window.___webpackCompilationHash=")
    : slice;

interface DoneHook {
  hooks: { done: { tap(options: { name: string; stage: number }, run: () => void): void } };
}

/**
 * Rewrites the scripts slice once the browser build is done, after Gatsby's own `done` step has
 * written it (a later stage) and before the pages are rendered and stitched.
 */
export class EmptyChunkMappingPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: DoneHook): void {
    compiler.hooks.done.tap({ name: "EmptyChunkMappingPlugin", stage: 100 }, () => {
      const file = path.join(this.root, SCRIPTS_SLICE);
      if (existsSync(file)) writeFileSync(file, emptyChunkMapping(readFileSync(file, "utf8")));
    });
  }
}

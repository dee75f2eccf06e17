import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "/work/main/node_modules/source-map-js/source-map.js";
import { firstLoadScripts } from "/work/main/src/performance/page-weight";
const PUBLIC = "/work/main/public";
const page = process.argv[2] ?? "/bundles/carrier-starter-set/";
const scripts = firstLoadScripts(PUBLIC, page);
for (const name of scripts) {
  const code = readFileSync(path.join(PUBLIC, name), "utf8");
  console.log(name, code.length, gzipSync(code).length);
  let map;
  try { map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(PUBLIC, name + ".map"), "utf8"))); } catch { continue; }
  const lines = code.split("\n");
  const sizes = new Map<string, number>();
  let last: { src: string; line: number; col: number } | undefined;
  map.eachMapping((m) => {
    if (last) {
      const len = m.generatedLine === last.line ? m.generatedColumn - last.col : (lines[last.line - 1]?.length ?? 0) - last.col;
      sizes.set(last.src, (sizes.get(last.src) ?? 0) + len);
    }
    last = { src: m.source ?? "?", line: m.generatedLine, col: m.generatedColumn };
  });
  const top = [...sizes].filter(([s]) => !s.includes("node_modules")).sort((a, b) => b[1] - a[1]).slice(0, 80);
  for (const [s, n] of top) console.log("   ", n, s.replace(/^.*?src\//, "src/"));
}

/**
 * Part of `npm run lint`: no import circles, type-only ones included, which `import-x/no-cycle` lets through.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importCycles, relativeImports } from "./import-cycles";

const ROOT = path.resolve(__dirname, "..");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const resolve = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ending) => base + ending).find(existsSync);
};

const files = [
  ...readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, "src", file)),
  ...readdirSync(ROOT)
    .filter((file) => /^gatsby-.*\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, file)),
];
const graph = new Map(
  files.map((file) => [
    path.relative(ROOT, file),
    relativeImports(file, readFileSync(file, "utf8")).flatMap((specifier) => {
      const target = resolve(file, specifier);
      return target ? [path.relative(ROOT, target)] : [];
    }),
  ]),
);
const cycles = importCycles(graph);
for (const cycle of cycles) console.error(`These modules import one another: ${cycle.join(", ")}`);
if (cycles.length > 0) process.exit(1);

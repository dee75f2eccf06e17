/**
 * First-load weight of built pages (src/performance/page-weight.ts), gzipped.
 * Usage: `npx tsx bench/page-weight.ts [page-path …]` after `npm run build`.
 */
import path from "node:path";
import { pageWeight } from "../src/performance/page-weight";

const publicDir = path.resolve(__dirname, "..", "public");
const pages = process.argv.slice(2);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("page".padEnd(32), "JS".padStart(9), "CSS".padStart(8), "HTML".padStart(8));
for (const page of pages.length
  ? pages
  : ["/", "/categories/baby-carriers/", "/products/baby-carrier-one/", "/checkout/"]) {
  const weight = pageWeight(publicDir, page);
  console.log(
    page.padEnd(32),
    kb(weight.js).padStart(9),
    kb(weight.css).padStart(8),
    kb(weight.html).padStart(8),
  );
}

/**
 * First-load weight of built pages, read from the build output: the JavaScript a page needs before
 * it works (webpack runtime, framework, app and the page component's chunk group, from
 * `webpack.stats.json`) and its HTML (styles are inlined), gzipped at level 9. Chunks loaded on
 * demand (the consent banner, error reporting, search) are not part of any page's first load.
 * Usage: `npx tsx bench/page-weight.ts [page-path …]` after `npm run build`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  page: string;
  js: number;
  html: number;
  scripts: string[];
}

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

const pageDataFile = (publicDir: string, page: string): string => {
  const name = page === "/" ? "index" : page.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", name, "page-data.json");
};

export function pageWeight(publicDir: string, page: string): PageWeight {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFile(publicDir, page), "utf8")) as {
    componentChunkName: string;
  };
  const groups = ["app", componentChunkName].map((name) => stats.namedChunkGroups[name]);
  const scripts = [
    ...new Set(
      groups
        .flatMap((group) => group?.assets.map((asset) => asset.name) ?? [])
        .filter((n) => n.endsWith(".js")),
    ),
  ];
  const htmlFile = path.join(publicDir, page, "index.html");
  return {
    page,
    js: scripts.reduce((sum, script) => sum + gzipped(path.join(publicDir, script)), 0),
    html: existsSync(htmlFile) ? gzipped(htmlFile) : 0,
    scripts,
  };
}

if (require.main === module) {
  const publicDir = path.resolve(__dirname, "..", "public");
  const pages = process.argv.slice(2);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("page".padEnd(32), "JS (gzip)".padStart(10), "HTML".padStart(9));
  for (const page of pages.length
    ? pages
    : ["/", "/categories/baby-carriers/", "/products/baby-carrier-one/", "/checkout/"]) {
    const weight = pageWeight(publicDir, page);
    console.log(page.padEnd(32), kb(weight.js).padStart(10), kb(weight.html).padStart(9));
  }
}

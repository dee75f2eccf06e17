/**
 * First-load weight of built pages: the JavaScript, CSS and HTML a browser fetches before any
 * interaction, gzipped. Usage: `npx tsx bench/page-weight.ts [page-path …]` after `npm run build`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PUBLIC = path.resolve(__dirname, "..", "public");

export interface PageWeight {
  page: string;
  js: number;
  css: number;
  html: number;
  scripts: string[];
}

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Files the page loads by `<script src>` and `<link rel=stylesheet>` (inlined styles count as HTML). */
export function pageWeight(page: string): PageWeight {
  const htmlFile = path.join(PUBLIC, page, page.endsWith(".html") ? "" : "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const local = (url: string) => path.join(PUBLIC, url.split("?")[0] ?? "");
  const scripts = [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+\.css)"/g)].map(
    (m) => m[1] ?? "",
  );
  const sum = (urls: string[]) =>
    [...new Set(urls)]
      .filter((url) => existsSync(local(url)))
      .reduce((total, url) => total + gzipped(local(url)), 0);
  return { page, js: sum(scripts), css: sum(styles), html: gzipped(htmlFile), scripts };
}

if (require.main === module) {
  const pages = process.argv.slice(2);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("page".padEnd(28), "JS (gzip)".padStart(10), "CSS".padStart(9), "HTML".padStart(9));
  for (const page of pages.length ? pages : ["/", "/en-US/", "/404.html"]) {
    const weight = pageWeight(page);
    console.log(
      page.padEnd(28),
      kb(weight.js).padStart(10),
      kb(weight.css).padStart(9),
      kb(weight.html).padStart(9),
    );
  }
}

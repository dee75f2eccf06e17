import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Parser } from "htmlparser2";

/** Gzipped at level 9; JS is the page's chunk group in `webpack.stats.json`, on-demand chunks excluded. */
export interface PageWeight {
  page: string;
  js: number;
  css: number;
  html: number;
  scripts: string[];
}

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const gzipSize = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

/** Read by an HTML parser: a `<style>` in a comment, a script or an attribute is not one. */
export function splitInlineStyles(html: string): { css: string; rest: string } {
  const ranges: [number, number][] = [];
  let start: number | undefined;
  const parser = new Parser({
    onopentag: (name) => {
      if (name === "style") start = parser.startIndex;
    },
    onclosetag: (name) => {
      if (name !== "style" || start === undefined) return;
      ranges.push([start, parser.endIndex + 1]);
      start = undefined;
    },
  });
  parser.end(html);
  let css = "";
  let rest = "";
  let from = 0;
  for (const [styleStart, styleEnd] of ranges) {
    css += html.slice(styleStart, styleEnd);
    rest += html.slice(from, styleStart);
    from = styleEnd;
  }
  return { css, rest: rest + html.slice(from) };
}

const pageDataFile = (publicDir: string, page: string): string => {
  const name = page === "/" ? "index" : page.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", name, "page-data.json");
};

export function firstLoadScripts(publicDir: string, page: string): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFile(publicDir, page), "utf8")) as {
    componentChunkName: string;
  };
  const groups = ["app", componentChunkName].map((name) => stats.namedChunkGroups[name]);
  return [
    ...new Set(
      groups
        .flatMap((group) => group?.assets.map((asset) => asset.name) ?? [])
        .filter((n) => n.endsWith(".js")),
    ),
  ];
}

export function pageWeight(publicDir: string, page: string): PageWeight {
  const scripts = firstLoadScripts(publicDir, page);
  const htmlFile = path.join(publicDir, page, "index.html");
  const { css, rest } = splitInlineStyles(existsSync(htmlFile) ? readFileSync(htmlFile, "utf8") : "");
  return {
    page,
    js: scripts.reduce((sum, script) => sum + gzipSize(readFileSync(path.join(publicDir, script))), 0),
    css: gzipSize(css),
    html: gzipSize(rest),
    scripts,
  };
}

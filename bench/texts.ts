/**
 * The texts each page type carries in its page data (the i18n plugin's `locales`), beside the rest of
 * that data, gzipped as served: what a first load and each client-side navigation fetch of them.
 * Usage: `npx tsx bench/texts.ts [public-dir]` after `npm run build`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import budgets from "../performance-budgets.json";

const publicDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "public"));
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface PageData {
  result: { data: { locales?: { edges: { node: { ns: string; data: string } }[] } } };
}

/** The page's data file, as a client-side navigation to the page fetches it. */
function pageData(page: string): { whole: string; texts: string; namespaces: string[] } {
  const name = page === "/" ? "index" : page.replace(/^\/|\/$/g, "");
  const whole = readFileSync(path.join(publicDir, "page-data", name, "page-data.json"), "utf8");
  const edges = (JSON.parse(whole) as PageData).result.data.locales?.edges ?? [];
  return {
    whole,
    texts: edges.map(({ node }) => node.data).join(""),
    namespaces: edges.map(({ node }) => node.ns),
  };
}

console.log(
  "page".padEnd(22),
  "texts".padStart(9),
  "gzipped".padStart(9),
  "page data".padStart(10),
  "texts' share".padStart(13),
  "  namespaces",
);
for (const [type, { path: page }] of Object.entries(budgets.pages)) {
  const { whole, texts, namespaces } = pageData(page);
  console.log(
    type.padEnd(22),
    kb(Buffer.byteLength(texts)).padStart(9),
    kb(gzipped(texts)).padStart(9),
    kb(gzipped(whole)).padStart(10),
    `${Math.round((100 * gzipped(texts)) / gzipped(whole))} %`.padStart(13),
    ` ${namespaces.join(", ")}`,
  );
}
console.log(
  "\nA client-side navigation fetches the next page's data whole: its texts again, whatever the visitor",
  "\nhas already loaded (the page data column, gzipped, is what each one costs).",
);

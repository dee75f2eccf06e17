import { resolveRule, rulesFor, type RuleIndex } from "./resolve";
import { slugOf } from "./rule";

export interface Matrix {
  countries: string[];
  rows: { slug: string; targets: string[]; fallback: string }[];
}

export function buildMatrix(index: RuleIndex, countries: readonly string[]): Matrix {
  const rows = [...index.keys()].sort().map((fromPath) => {
    const rules = rulesFor(index, fromPath) ?? [];
    return {
      slug: slugOf(fromPath),
      targets: countries.map((country) => resolveRule(rules, country).toPath),
      fallback: resolveRule(rules, undefined).toPath,
    };
  });
  return { countries: [...countries], rows };
}

const csvCell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function matrixCsv({ countries, rows }: Matrix): string {
  const lines = [
    ["slug", ...countries, "other countries"],
    ...rows.map((row) => [row.slug, ...row.targets, row.fallback]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\n")}\n`;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function matrixHtml({ countries, rows }: Matrix): string {
  const cell = (url: string, fallback: string) => {
    const { host, pathname } = new URL(url);
    const mark = url === fallback ? ' class="fallback"' : "";
    return `<td${mark}><a href="${escapeHtml(url)}" title="${escapeHtml(url)}">${escapeHtml(host)}${escapeHtml(pathname)}</a></td>`;
  };
  const head = `<tr><th>slug</th>${countries.map((c) => `<th>${c}</th>`).join("")}<th>other countries</th></tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr><th>${escapeHtml(row.slug)}</th>${row.targets.map((t) => cell(t, row.fallback)).join("")}${cell(row.fallback, "")}</tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Campaign links by country</title>
<style>body{font:13px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:2px 6px;white-space:nowrap;text-align:left}thead th{position:sticky;top:0;background:#f4efe8}.fallback{color:#888}a{color:inherit}</style>
</head><body><h1>Campaign links by country</h1><p>Grey cells get the slug's fallback.</p>
<table><thead>${head}</thead><tbody>
${body}
</tbody></table></body></html>
`;
}

/** Byte budgets per page type and the other promises about weight; the CLI is scripts/check-budgets.ts. */
import { Parser } from "htmlparser2";

interface PageBudget {
  path: string;
  /** A multiple of a bare Gatsby page's first-load JavaScript, gzipped. */
  jsRatio: number;
  cssKb: number;
  htmlKb: number;
}

export interface BudgetFile {
  pages: Record<string, PageBudget>;
  /** Beyond its own rules' data (targets and their countries' time zones). */
  redirectStubOverheadKb: number;
}

export interface Measured {
  js: number;
  css: number;
  html: number;
}

export interface BudgetRow {
  type: string;
  path: string;
  measured: Measured;
  ratio: number;
  over: string[];
}

const KB = 1024;

export function checkPages(
  budgets: BudgetFile,
  measure: (path: string) => Measured,
  bareJs: number,
): BudgetRow[] {
  return Object.entries(budgets.pages).map(([type, budget]) => {
    const measured = measure(budget.path);
    const ratio = measured.js / bareJs;
    const over = [
      ratio > budget.jsRatio ? `JS ${ratio.toFixed(2)}× > ${budget.jsRatio}×` : "",
      measured.css > budget.cssKb * KB ? `CSS > ${budget.cssKb} KB` : "",
      measured.html > budget.htmlKb * KB ? `HTML > ${budget.htmlKb} KB` : "",
    ].filter(Boolean);
    return { type, path: budget.path, measured, ratio, over };
  });
}

export interface Stub {
  slug: string;
  bytes: number;
  ruleBytes: number;
}

export const stubsOverBudget = (stubs: readonly Stub[], overheadKb: number): string[] =>
  stubs
    .filter((stub) => stub.bytes - stub.ruleBytes > overheadKb * KB)
    .map((stub) => `/redirects/${stub.slug}/ weighs ${stub.bytes - stub.ruleBytes} bytes beyond its rules`);

interface Script {
  name: string;
  content: string;
}

/** The table belongs in the stubs and the CDN, not in pages. */
export const scriptsWithRedirectTable = (scripts: readonly Script[], targets: readonly string[]): string[] =>
  scripts
    .filter((script) => targets.some((target) => script.content.includes(target)))
    .map((script) => script.name);

/** Code that must load on demand only. */
export const ON_DEMAND_MARKERS = {
  search: "ksearchnet.com",
  "error reporting": "sentry.javascript",
} as const;

export const extrasInFirstLoad = (scripts: readonly Script[]): string[] =>
  scripts.flatMap((script) =>
    Object.entries(ON_DEMAND_MARKERS)
      .filter(([, marker]) => script.content.includes(marker))
      .map(([extra]) => `${script.name} carries ${extra}`),
  );

export interface BuiltSite {
  stubs: { built: readonly (Stub & { targets: string[] })[]; missing: readonly string[] };
  scripts: readonly Script[];
  firstLoad: readonly Script[];
  pages: readonly { path: string; html: string }[];
}

export function builtSiteProblems(site: BuiltSite, budgets: BudgetFile, eagerImages: number): string[] {
  const targets = [...new Set(site.stubs.built.flatMap((stub) => stub.targets))];
  return [
    ...site.stubs.missing,
    ...stubsOverBudget(site.stubs.built, budgets.redirectStubOverheadKb),
    ...scriptsWithRedirectTable(site.scripts, targets).map(
      (name) => `${name} carries campaign redirect targets`,
    ),
    ...extrasInFirstLoad(site.firstLoad),
    ...site.pages.flatMap(({ path, html }) =>
      imageProblems(html, eagerImages).map((problem) => `${path}: ${problem}`),
    ),
  ];
}

/** Read by an HTML parser; images need width and height, and only the first `eager` may load eagerly. */
export function imageProblems(html: string, eager: number): string[] {
  const images: Record<string, string>[] = [];
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === "img") images.push(attributes);
    },
  });
  parser.end(html);
  return images.flatMap((image, index) => {
    const src = image.src ?? "?";
    const problems: string[] = [];
    if (!isPixels(image.width) || !isPixels(image.height)) problems.push(`${src} has no width and height`);
    if (index >= eager && image.loading?.toLowerCase() !== "lazy")
      problems.push(`${src} loads eagerly below the first ${eager}`);
    return problems;
  });
}

const isPixels = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function budgetTable(rows: readonly BudgetRow[], budgets: BudgetFile): string {
  const header = ["page", "JS", "× bare", "budget", "CSS", "budget", "HTML", "budget", ""];
  const lines = rows.map((row) => {
    const budget = budgets.pages[row.type];
    return [
      `${row.type} ${row.path}`,
      kb(row.measured.js),
      `${row.ratio.toFixed(2)}×`,
      `${budget?.jsRatio}×`,
      kb(row.measured.css),
      `${budget?.cssKb} KB`,
      kb(row.measured.html),
      `${budget?.htmlKb} KB`,
      row.over.length ? `OVER: ${row.over.join("; ")}` : "ok",
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => (line[i] ?? "").length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => (i === 0 || i === 8 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

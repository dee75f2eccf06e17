/**
 * Byte budgets for what each page type ships on first load, and the other promises about weight:
 * redirect stubs stay small, no page carries the redirect table, extras load on demand, images do
 * not shift the layout. Pure: the CLI (scripts/check-budgets.ts) reads the build and prints the table.
 */
import { Parser } from "htmlparser2";

interface PageBudget {
  /** A page of this type to measure. */
  path: string;
  /** First-load JavaScript as a multiple of a bare Gatsby page's, gzipped. */
  jsRatio: number;
  cssKb: number;
  htmlKb: number;
}

export interface BudgetFile {
  pages: Record<string, PageBudget>;
  /** A stub may weigh this much beyond its own rules (targets and their countries' time zones). */
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
  /** The stub's size. */
  bytes: number;
  /** The size of its rules' data in it. */
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

/** Scripts holding any redirect target: the table belongs in the stubs and the CDN, not in pages. */
export const scriptsWithRedirectTable = (scripts: readonly Script[], targets: readonly string[]): string[] =>
  scripts
    .filter((script) => targets.some((target) => script.content.includes(target)))
    .map((script) => script.name);

/** Markers of code that must load on demand only: the search SDK and the error-reporting SDK. */
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

/** What a built site holds beyond each page's bytes, as the checks below read it. */
export interface BuiltSite {
  /** Each campaign link's stub page with the targets of its rules, and the links without one. */
  stubs: { built: readonly (Stub & { targets: string[] })[]; missing: readonly string[] };
  /** Every script of the site, and those a checked page loads first. */
  scripts: readonly Script[];
  firstLoad: readonly Script[];
  /** The HTML of each checked page. */
  pages: readonly { path: string; html: string }[];
}

/** Every promise about weight beside the pages' budgets that the built site breaks, a line each. */
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

/**
 * Images in a page's HTML, read by an HTML parser (an image in a comment or a script's text is none):
 * each needs a width and a height (no layout shift), and only the first `eager` may load eagerly; the
 * rest are `loading="lazy"`.
 */
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

/** The table `npm test` prints. */
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

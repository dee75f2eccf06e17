import { parse } from "yaml";
import { ContentError, formatProblem } from "../content/content-error";
import type { CsvLink, CsvProblem } from "./link-csv";
import { formatLinkFile } from "./link-file";
import type { TableContext } from "./link-rules";
import { parseRedirectTable, type LinkSource } from "./load-table";
import { SLUG_PATTERN, type RedirectEntry } from "./table-schema";

/** One file an import writes (`after`), creates (no `before`) or removes (no `after`), by its path under content/redirects/. */
export interface FileChange {
  name: string;
  before?: string;
  after?: string;
}

export interface ImportPlan {
  changes: FileChange[];
  /** `links.csv:3: message` for rows, `file:line: message` for files the import leaves alone. */
  problems: string[];
}

/** The slug a link file gives, if it can be read at all. */
function slugIn(text: string): string | undefined {
  try {
    const data: unknown = parse(text);
    const slug = (data as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" ? slug : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a file already holds `text`'s link, written in any way. */
function sameLink(before: string, text: string): boolean {
  if (before === text) return true;
  try {
    return formatLinkFile(parse(before) as RedirectEntry) === text;
  } catch {
    return false;
  }
}

/**
 * What importing `links` into the table of `sources` changes: each link, matched by slug, is added,
 * updated or moved to its group's folder; links absent from the CSV stay as they are. The resulting table
 * gets every check of `redirects lint`; with any problem, the plan has no changes to make.
 */
export function planImport(
  sources: readonly LinkSource[],
  links: readonly CsvLink[],
  context: TableContext,
  {
    csvName,
    fileOf,
    csvProblems = [],
  }: {
    csvName: string;
    fileOf: (name: string) => string;
    /** Rows that could not be read, reported among the others in row order. */
    csvProblems?: readonly CsvProblem[];
  },
): ImportPlan {
  const rowProblems: CsvProblem[] = [...csvProblems];
  const bySlug = new Map<string, LinkSource & { name: string }>();
  for (const source of sources) {
    const slug = slugIn(source.text);
    if (source.name && slug !== undefined && !bySlug.has(slug))
      bySlug.set(slug, { ...source, name: source.name });
  }
  const changes = new Map<string, FileChange>();
  const rowOfName = new Map<string, number>();
  const rowOfSlug = new Map<string, number>();
  for (const { row, group, entry } of links) {
    const earlierRow = rowOfSlug.get(entry.slug);
    if (earlierRow !== undefined) {
      rowProblems.push({ row, message: `the slug "${entry.slug}" is already in row ${earlierRow}` });
      continue;
    }
    rowOfSlug.set(entry.slug, row);
    if (!SLUG_PATTERN.test(group)) {
      rowProblems.push({
        row,
        message: `"group": "${group}" is not a folder name: lower-case words joined by dashes, like in-store-qr`,
      });
      continue;
    }
    const name = `${group}/${entry.slug}.yaml`;
    const text = formatLinkFile(entry);
    const existing = bySlug.get(entry.slug);
    if (existing?.name === name && sameLink(existing.text, text)) continue;
    if (existing && existing.name !== name)
      changes.set(existing.name, { name: existing.name, before: existing.text });
    const before =
      existing?.name === name ? existing.text : sources.find((source) => source.name === name)?.text;
    changes.set(name, { name, before, after: text });
    rowOfName.set(name, row);
  }

  const untouched = sources.filter((source) => !source.name || !changes.has(source.name));
  const written = [...changes.values()].flatMap(({ name, after }) =>
    after === undefined ? [] : [{ name, file: fileOf(name), text: after }],
  );
  const table = [...untouched, ...written].sort((a, b) => ((a.name ?? "") < (b.name ?? "") ? -1 : 1));
  const fileProblems: string[] = [];
  try {
    parseRedirectTable(table, context);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const rowOfFile = new Map([...rowOfName].map(([name, row]) => [fileOf(name), row]));
    for (const problem of error.problems) {
      const row = rowOfFile.get(problem.file);
      if (row === undefined) fileProblems.push(formatProblem(problem));
      else rowProblems.push({ row, message: problem.message });
    }
  }
  const problems = [
    ...rowProblems.sort((a, b) => a.row - b.row).map(({ row, message }) => `${csvName}:${row}: ${message}`),
    ...fileProblems,
  ];
  return { changes: problems.length > 0 ? [] : [...changes.values()], problems };
}

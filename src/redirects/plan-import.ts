import { parse } from "yaml";
import { ContentError, type ContentProblem } from "../content/content-error";
import { CSV_COLUMNS, linkCells, type CsvColumn, type CsvLink, type CsvProblem } from "./link-csv";
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

/** A cell of a link's row that the import changes. */
export interface FieldChange {
  column: CsvColumn;
  before: string;
  after: string;
}

/**
 * What a row does to its link. A link whose short link is already in another group moves there, out of
 * the group its printed codes were made for: that is done only once confirmed.
 */
export type LinkDifference = { row: number; slug: string; group: string } & (
  | { kind: "new" }
  | { kind: "changed"; fields: FieldChange[] }
  | { kind: "moved"; fromGroup: string; fields: FieldChange[]; confirmed: boolean }
  | { kind: "unchanged" }
);

export interface ImportPlan {
  /** The files to write: none while there is a problem or a move not confirmed. */
  changes: FileChange[];
  /** Every link the CSV's rows could be read as, in row order. */
  links: LinkDifference[];
  /** What keeps rows from being imported, in row order. */
  rowProblems: CsvProblem[];
  /** Mistakes of link files the import leaves alone (the table must build as a whole). */
  fileProblems: ContentProblem[];
}

/** The moves a plan makes that still need confirming. */
export const unconfirmedMoves = (plan: ImportPlan) =>
  plan.links.filter(
    (link): link is Extract<LinkDifference, { kind: "moved" }> => link.kind === "moved" && !link.confirmed,
  );

/** The folder of a link file's path under content/redirects/; "" for one left outside any group. */
const groupOf = (name: string): string => name.split("/").slice(0, -1).join("/");

/** The row's cells that differ from the link file's, `before`; none when that file cannot be read. */
function changedFields(before: string, after: RedirectEntry, group: string): FieldChange[] {
  let cellsBefore: Record<CsvColumn, string>;
  try {
    cellsBefore = linkCells({ group, entry: parse(before) as RedirectEntry });
  } catch {
    return [];
  }
  const cellsAfter = linkCells({ group, entry: after });
  return CSV_COLUMNS.filter((column) => cellsBefore[column] !== cellsAfter[column]).map((column) => ({
    column,
    before: cellsBefore[column],
    after: cellsAfter[column],
  }));
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
 * updated or, once confirmed (`confirmedMoves`: the slugs, or all), moved to its group's folder; links
 * absent from the CSV stay as they are. The resulting table gets every check of `redirects lint`; with
 * any problem, or a move not confirmed, the plan has no changes to make. `groups`, when given, are the
 * only folders a link may be in.
 */
export function planImport(
  sources: readonly LinkSource[],
  links: readonly CsvLink[],
  context: TableContext,
  {
    fileOf,
    csvProblems = [],
    confirmedMoves = new Set(),
    groups,
  }: {
    fileOf: (name: string) => string;
    /** Rows that could not be read, reported among the others in row order. */
    csvProblems?: readonly CsvProblem[];
    confirmedMoves?: ReadonlySet<string> | "all";
    groups?: readonly string[];
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
  const differences: LinkDifference[] = [];
  const rowOfName = new Map<string, number>();
  const rowOfSlug = new Map<string, number>();
  for (const { row, group, entry } of links) {
    const { slug } = entry;
    const earlierRow = rowOfSlug.get(slug);
    if (earlierRow !== undefined) {
      rowProblems.push({ row, message: `the short link "${slug}" is already in row ${earlierRow}` });
      continue;
    }
    rowOfSlug.set(slug, row);
    if (!SLUG_PATTERN.test(group)) {
      rowProblems.push({
        row,
        message: `"group": "${group}" is not a folder name: lower-case words joined by dashes, like in-store-qr`,
      });
      continue;
    }
    if (groups && !groups.includes(group)) {
      rowProblems.push({
        row,
        message: `"group": "${group}" is not a group: the groups are ${groups.join(", ")}`,
      });
      continue;
    }
    const name = `${group}/${slug}.yaml`;
    const text = formatLinkFile(entry);
    const existing = bySlug.get(slug);
    if (existing?.name === name && sameLink(existing.text, text)) {
      differences.push({ row, slug, group, kind: "unchanged" });
      continue;
    }
    if (!existing) differences.push({ row, slug, group, kind: "new" });
    else if (existing.name === name)
      differences.push({
        row,
        slug,
        group,
        kind: "changed",
        fields: changedFields(existing.text, entry, group),
      });
    else {
      const fromGroup = groupOf(existing.name);
      const fields = changedFields(existing.text, entry, group);
      const confirmed = confirmedMoves === "all" || confirmedMoves.has(slug);
      differences.push({ row, slug, group, kind: "moved", fromGroup, fields, confirmed });
      changes.set(existing.name, { name: existing.name, before: existing.text });
    }
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
  const fileProblems: ContentProblem[] = [];
  try {
    parseRedirectTable(table, context);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const rowOfFile = new Map([...rowOfName].map(([name, row]) => [fileOf(name), row]));
    for (const problem of error.problems) {
      const row = rowOfFile.get(problem.file);
      if (row === undefined) fileProblems.push(problem);
      else rowProblems.push({ row, message: problem.message });
    }
  }
  rowProblems.sort((a, b) => a.row - b.row);
  const plan = { changes: [...changes.values()], links: differences, rowProblems, fileProblems };
  const refused = rowProblems.length > 0 || fileProblems.length > 0 || unconfirmedMoves(plan).length > 0;
  return refused ? { ...plan, changes: [] } : plan;
}

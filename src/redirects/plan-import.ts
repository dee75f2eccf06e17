import { parse } from "yaml";
import { ContentError, type ContentProblem } from "../content/content-error";
import { CSV_COLUMNS, linkCells, type CsvColumn, type CsvLink, type CsvProblem } from "./link-csv";
import { formatLinkFile } from "./link-file";
import type { TableContext } from "./link-rules";
import { parseRedirectTable, type LinkSource } from "./load-table";
import { SLUG_PATTERN, type RedirectEntry } from "./table-schema";

export interface FileChange {
  name: string;
  before?: string;
  after?: string;
}

export interface FieldChange {
  column: CsvColumn;
  before: string;
  after: string;
}

/** A link whose slug is in another group moves there, which is done only once confirmed. */
export type LinkDifference = { row: number; slug: string; group: string } & (
  | { kind: "new" }
  | { kind: "changed"; fields: FieldChange[] }
  | { kind: "moved"; fromGroup: string; fields: FieldChange[]; confirmed: boolean }
  | { kind: "unchanged" }
);

export interface ImportPlan {
  /** The files to write: none while there is a problem or a move not confirmed. */
  changes: FileChange[];
  links: LinkDifference[];
  rowProblems: CsvProblem[];
  /** The table must build as a whole, so these block the import too. */
  fileProblems: ContentProblem[];
}

export const unconfirmedMoves = (plan: ImportPlan) =>
  plan.links.filter(
    (link): link is Extract<LinkDifference, { kind: "moved" }> => link.kind === "moved" && !link.confirmed,
  );

const groupOf = (name: string): string => name.split("/").slice(0, -1).join("/");

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

function slugIn(text: string): string | undefined {
  try {
    const data: unknown = parse(text);
    const slug = (data as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" ? slug : undefined;
  } catch {
    return undefined;
  }
}

function sameLink(before: string, text: string): boolean {
  if (before === text) return true;
  try {
    return formatLinkFile(parse(before) as RedirectEntry) === text;
  } catch {
    return false;
  }
}

/** Links absent from the CSV stay; with any problem or an unconfirmed move the plan changes nothing. */
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

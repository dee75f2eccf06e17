import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { RedirectEntry, RedirectOverride, Tracking } from "./table-schema";

export const CSV_COLUMNS = [
  "group",
  "slug",
  "note",
  "target",
  "countries",
  "fallback",
  "tracking_source",
  "tracking_medium",
  "tracking_campaign",
  "overrides",
  "retired",
] as const;

export interface GroupedLink {
  group: string;
  entry: RedirectEntry;
}

/** `row` is its line in the file (the header is 1). */
export interface CsvLink extends GroupedLink {
  row: number;
}

export interface CsvProblem {
  row: number;
  message: string;
}

const TRACKING_KEYS = ["source", "medium", "campaign"] as const;

function overrideText(override: RedirectOverride): string {
  const settings = [
    override.target && `target=${override.target}`,
    override.url && `url=${override.url}`,
    override.shop && `shop=${override.shop}`,
    ...TRACKING_KEYS.map((key) => override.tracking && `${key}=${override.tracking[key]}`),
    override.noTracking && "noTracking",
  ];
  return [override.country, ...settings.filter(Boolean)].join(" ");
}

export type CsvColumn = (typeof CSV_COLUMNS)[number];

export function linkCells({ group, entry }: GroupedLink): Record<CsvColumn, string> {
  return {
    group,
    slug: entry.slug,
    note: entry.note ?? "",
    target: entry.target,
    countries: entry.countries.join(" "),
    fallback: entry.fallback,
    tracking_source: entry.tracking?.source ?? "",
    tracking_medium: entry.tracking?.medium ?? "",
    tracking_campaign: entry.tracking?.campaign ?? "",
    overrides: (entry.overrides ?? []).map(overrideText).join("; "),
    retired: entry.retired ?? "",
  };
}

export function linksCsv(links: readonly GroupedLink[]): string {
  const rows = links.map((link) => {
    const cells = linkCells(link);
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return stringify([[...CSV_COLUMNS], ...rows]);
}

const OVERRIDE_SETTINGS = ["target", "url", "shop", ...TRACKING_KEYS] as const;
type OverrideSetting = (typeof OVERRIDE_SETTINGS)[number];
const isSetting = (key: string): key is OverrideSetting =>
  (OVERRIDE_SETTINGS as readonly string[]).includes(key);

/** Names are read in any letter case, as people type them in a spreadsheet. */
function parseOverrides(cell: string): { overrides: RedirectOverride[]; problems: string[] } {
  const overrides: RedirectOverride[] = [];
  const problems: string[] = [];
  // A `;` ends an override only before the next country code: an address may hold one.
  for (const part of cell.split(/;(?=\s*[A-Za-z]{2}(?:\s|$))/)) {
    const [country, ...words] = part.replace(/;\s*$/, "").trim().split(/\s+/);
    if (!country) continue;
    const override: RedirectOverride = { country };
    const tracking: Partial<Tracking> = {};
    for (const word of words) {
      const [name = "", ...rest] = word.split("=");
      const key = name.toLowerCase();
      if (rest.length === 0 && key === "notracking") override.noTracking = true;
      else if (rest.length > 0 && isSetting(key)) {
        const value = rest.join("=");
        if (key === "source" || key === "medium" || key === "campaign") tracking[key] = value;
        else override[key] = value;
      } else
        problems.push(
          `"overrides": "${word}" in the override of "${country}" is not a setting: write target=…, url=…, shop=…, source=… medium=… campaign=…, or noTracking`,
        );
    }
    if (Object.keys(tracking).length > 0) override.tracking = tracking as Tracking;
    overrides.push(override);
  }
  return { overrides, problems };
}

function rowLink(cells: Record<string, string>): { link: GroupedLink; problems: string[] } {
  const cell = (column: string) => (cells[column] ?? "").trim();
  const tracking = Object.fromEntries(
    TRACKING_KEYS.filter((key) => cell(`tracking_${key}`)).map((key) => [key, cell(`tracking_${key}`)]),
  );
  const { overrides, problems } = parseOverrides(cell("overrides"));
  const entry: RedirectEntry = {
    slug: cell("slug"),
    ...(cell("note") ? { note: cell("note") } : {}),
    target: cell("target"),
    countries: cell("countries")
      .split(/[\s,]+/)
      .filter(Boolean),
    fallback: cell("fallback"),
    ...(Object.keys(tracking).length > 0 ? { tracking: tracking as Tracking } : {}),
    ...(overrides.length > 0 ? { overrides } : {}),
    ...(cell("retired") ? { retired: cell("retired") } : {}),
  };
  return { link: { group: cell("group"), entry }, problems };
}

/** Fields are not checked here: that is the table's job. */
export function parseLinksCsv(text: string): { links: CsvLink[]; problems: CsvProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as never;
  } catch (error) {
    const row = (error as { lines?: number }).lines ?? 1;
    return { links: [], problems: [{ row, message: `this is not valid CSV (${(error as Error).message})` }] };
  }
  const [header, ...rows] = records;
  if (!header)
    return { links: [], problems: [{ row: 1, message: "the file is empty: export one to start from" }] };
  const names = header.record.map((name) => name.trim());
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const said = [
      ...(missing.length > 0 ? [`missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`] : []),
      ...(unknown.length > 0 ? [`unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`] : []),
    ];
    return {
      links: [],
      problems: [
        { row: header.info.lines, message: `${said.join("; ")}: the columns are ${CSV_COLUMNS.join(", ")}` },
      ],
    };
  }
  const links: CsvLink[] = [];
  const problems: CsvProblem[] = [];
  for (const { record, info } of rows) {
    const cells = Object.fromEntries(names.map((name, i) => [name, record[i] ?? ""]));
    const read = rowLink(cells);
    if (read.problems.length > 0)
      problems.push(...read.problems.map((message) => ({ row: info.lines, message })));
    else links.push({ ...read.link, row: info.lines });
  }
  return { links, problems };
}

import { SOURCE_KEY, withoutEmpty } from "./content-yaml";

/** What the studio knows of a field of Decap's configuration to name it and show its value. */
export interface FieldShape {
  name: string;
  label: string;
  fields?: readonly FieldShape[];
}

type Data = Record<string, unknown>;

/** A field whose value differs between two versions of an entry, named and shown as the form does. */
export interface FieldChange {
  name: string;
  label: string;
  before: string;
  after: string;
}

/** A field that differs between the marketer's version and the one another editor published. */
export interface MergeRow {
  name: string;
  label: string;
  mine: string;
  theirs: string;
  /** Whether the marketer changed it too, or only the other editor did. */
  changedBy: "them" | "both";
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(withoutEmpty({ value: a })) === JSON.stringify(withoutEmpty({ value: b }));

const isRecord = (value: unknown): value is Data =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A value as a marketer reads it: lists joined by commas, sets of fields by their labels. */
function shownValue(value: unknown, fields?: readonly FieldShape[]): string {
  const cleared = withoutEmpty(value);
  if (cleared === undefined || cleared === null || cleared === "") return "(empty)";
  if (Array.isArray(cleared)) {
    if (cleared.length === 0) return "(empty)";
    return cleared.map((item) => shownValue(item, fields)).join(isRecord(cleared[0]) ? "; " : ", ");
  }
  if (isRecord(cleared)) {
    const entries = Object.entries(cleared);
    if (entries.length === 0) return "(empty)";
    return entries
      .map(([key, item]) => {
        const field = fields?.find((candidate) => candidate.name === key);
        return `${field?.label ?? key}: ${shownValue(item, field?.fields)}`;
      })
      .join(", ");
  }
  if (typeof cleared === "boolean") return cleared ? "yes" : "no";
  return String(cleared as string | number);
}

/** The top-level names of two versions, in the form's order, then any the form has no field for. */
function namesOf(fields: readonly FieldShape[], ...versions: Data[]): string[] {
  const names = fields.map((field) => field.name);
  for (const version of versions)
    for (const key of Object.keys(version)) if (!names.includes(key) && key !== SOURCE_KEY) names.push(key);
  return names;
}

/** The field's label, and its values as the form shows them. */
function fieldView(fields: readonly FieldShape[], name: string) {
  const field = fields.find((candidate) => candidate.name === name) ?? { name, label: name };
  return { label: field.label, shown: (data: Data) => shownValue(data[name], field.fields) };
}

/** The fields whose values differ from `before` to `after`, in the form's order. */
export function fieldChanges(fields: readonly FieldShape[], before: Data, after: Data): FieldChange[] {
  return namesOf(fields, before, after).flatMap((name) => {
    if (same(before[name], after[name])) return [];
    const { label, shown } = fieldView(fields, name);
    return [{ name, label, before: shown(before), after: shown(after) }];
  });
}

/**
 * The fields in which the other editor's version differs from the marketer's, from the version both
 * started from: changed by them only (the marketer left it as it was), or by both. A field only the
 * marketer changed is theirs to keep and is not listed.
 */
export function mergeRows(fields: readonly FieldShape[], base: Data, mine: Data, theirs: Data): MergeRow[] {
  return namesOf(fields, mine, theirs).flatMap((name) => {
    if (same(mine[name], theirs[name]) || same(theirs[name], base[name])) return [];
    const { label, shown } = fieldView(fields, name);
    const changedBy = same(mine[name], base[name]) ? "them" : "both";
    return [{ name, label, mine: shown(mine), theirs: shown(theirs), changedBy }];
  });
}

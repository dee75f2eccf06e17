import type { ContentProblem } from "../content/content-error";
import type { CsvColumn, CsvProblem } from "../redirects/link-csv";
import type { FieldChange, LinkDifference } from "../redirects/plan-import";
import type { ShopsFile } from "../shops/shops-schema";
import { shownProblems, type CollectionPlace } from "./content-problems";
import { LINK_GROUPS, linkCollections } from "./link-collections";

/** A dry run as the studio backend answers it; `seen` names it when the marketer applies it. */
export interface ShownPlan {
  links: LinkDifference[];
  rowProblems: CsvProblem[];
  fileProblems: ContentProblem[];
  seen: string;
}

/** A changed cell in the form's words: "Page", "/categories/kitchen/" → "/categories/bathroom/". */
export interface ShownField {
  label: string;
  before: string;
  after: string;
}

interface LabelledField {
  name: string;
  label: string;
  fields?: LabelledField[];
}

/** Every field name of a campaign link's form, nested ones too, with its label; the first wins. */
function formLabels(shops: ShopsFile): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (fields: readonly LabelledField[]) => {
    for (const field of fields) {
      if (!labels.has(field.name)) labels.set(field.name, field.label);
      if (field.fields) walk(field.fields);
    }
  };
  walk((linkCollections(shops)[0]?.fields ?? []) as LabelledField[]);
  return labels;
}

/** The studio's words for the import: the form's labels and the groups' names. */
export function importWords(shops: ShopsFile) {
  const labels = formLabels(shops);
  const tracking = labels.get("tracking") ?? "Tracking";
  const columnLabel = (column: CsvColumn): string => {
    if (column === "group") return "Group";
    const [, part] = /^tracking_(\w+)$/.exec(column) ?? [];
    return part ? `${tracking}: ${labels.get(part) ?? part}` : (labels.get(column) ?? column);
  };
  const groupName = (folder: string): string =>
    LINK_GROUPS.find((group) => group.folder === folder)?.label ?? folder;
  /** A check's message with the file's key it starts with (`"slug": …`) said as the form's label. */
  const inFormWords = (message: string): string =>
    message.replace(/^"(\w+)": /, (said, name: string) => {
      const label = name === "group" ? "Group" : labels.get(name);
      return label ? `${label}: ` : said;
    });
  return {
    groupName,
    fields: (fields: readonly FieldChange[]): ShownField[] =>
      fields.map(({ column, before, after }) => ({ label: columnLabel(column), before, after })),
    /** `links.csv row 3: …` for each row, then the mistakes of other links, each with where to fix it. */
    problems: (
      plan: ShownPlan,
      csvName: string,
      collections: readonly CollectionPlace[],
    ): { text: string; href?: string }[] => [
      ...plan.rowProblems.map(({ row, message }) => ({
        text: `${csvName} row ${row}: ${inFormWords(message)}`,
      })),
      ...shownProblems(plan.fileProblems, collections).map(({ entry, message, href }) => ({
        text: `${entry} (not in the file) ${message}: fix it in the studio first`,
        ...(href ? { href } : {}),
      })),
    ],
  };
}

/** How many links of each kind a plan has. */
export function importCounts(links: readonly LinkDifference[]): Record<LinkDifference["kind"], number> {
  const counts = { new: 0, changed: 0, moved: 0, unchanged: 0 };
  for (const link of links) counts[link.kind] += 1;
  return counts;
}

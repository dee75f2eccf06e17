import type { ContentProblem } from "../content/content-error";

/** What the studio needs of a collection's configuration to find an entry's file. */
export interface CollectionPlace {
  name: string;
  label?: unknown;
  folder?: unknown;
  files?: unknown;
}

/** A content mistake as the studio lists it: the entry by its collection and name, never its file. */
export interface ShownProblem {
  entry: string;
  message: string;
  /** Where the studio opens the entry to fix it; none for a file the studio does not edit. */
  href?: string;
}

interface FileEntry {
  name: string;
  label: string;
  file: string;
}

const isFileEntry = (value: unknown): value is FileEntry =>
  typeof value === "object" && value !== null && "file" in value && "name" in value && "label" in value;

function entryOf(collections: readonly CollectionPlace[], file: string) {
  for (const collection of collections) {
    const label = typeof collection.label === "string" ? collection.label : collection.name;
    const { folder, files } = collection;
    if (typeof folder === "string" && file.startsWith(`${folder}/`) && file.endsWith(".yaml")) {
      const slug = file.slice(folder.length + 1, -".yaml".length);
      return { entry: `${label}: ${slug}`, href: `#/collections/${collection.name}/entries/${slug}` };
    }
    const single = Array.isArray(files)
      ? files.filter(isFileEntry).find((one) => one.file === file)
      : undefined;
    if (single)
      return { entry: single.label, href: `#/collections/${collection.name}/entries/${single.name}` };
  }
  return undefined;
}

/**
 * The content's mistakes in the studio's words: each under the entry it is in, with the link that opens
 * that entry, whose fields then show the same message where it is fixed.
 */
export function shownProblems(
  problems: readonly ContentProblem[],
  collections: readonly CollectionPlace[],
): ShownProblem[] {
  return problems.map(({ file, line, message }) => {
    const place = entryOf(collections, file);
    return place
      ? { ...place, message: `line ${line}: ${message}` }
      : { entry: "A file the studio does not edit (a developer fixes it)", message };
  });
}

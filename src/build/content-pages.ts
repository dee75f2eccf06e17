import { parse } from "yaml";
import { categoryPath, guidePath, productPath } from "../catalogue/paths";
import { servicePagePath } from "../guides/service-pages";

const PAGE_FOLDERS: readonly (readonly [string, (handle: string) => string])[] = [
  ["content/catalogue/products/", productPath],
  ["content/guides/", guidePath],
  ["content/service-pages/", servicePagePath],
];

const CATEGORIES_FILE = "content/catalogue/categories.yaml";

function pageFolderOf(file: string): { handle: string; pageOf: (handle: string) => string } | undefined {
  for (const [folder, pageOf] of PAGE_FOLDERS) {
    const name = file.startsWith(folder) ? file.slice(folder.length) : "";
    const handle = /^([^/]+)\.yaml$/.exec(name)?.[1];
    if (handle) return { handle, pageOf };
  }
  return undefined;
}

export function pageOfContentFile(file: string): string | undefined {
  const folder = pageFolderOf(file);
  return folder?.pageOf(folder.handle);
}

const readYaml = (text: string): unknown => {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const handleIn = (value: unknown): string | undefined => {
  const handle = (value as { handle?: unknown } | null)?.handle;
  return typeof handle === "string" && handle.trim() ? handle.trim() : undefined;
};

/** By the handle in it, else its file name; each category's for the categories file. */
function pagesOfContent(file: string, text: string): string[] {
  if (file === CATEGORIES_FILE) {
    const categories = (readYaml(text) as { categories?: unknown } | null)?.categories;
    return Array.isArray(categories) ? categories.flatMap((c) => handleIn(c) ?? []).map(categoryPath) : [];
  }
  const folder = pageFolderOf(file);
  return folder ? [folder.pageOf(handleIn(readYaml(text)) ?? folder.handle)] : [];
}

/** A handle changed, or a category taken out of the list; `before` is the file on disk. */
export function pagesASaveRemoves(
  save: { file: string; text: string; newFile?: string },
  before: string | undefined,
): string[] {
  if (before === undefined) return [];
  const after = new Set(pagesOfContent(save.newFile ?? save.file, save.text));
  return pagesOfContent(save.file, before).filter((page) => !after.has(page));
}

import { guidePath, productPath } from "../catalogue/paths";
import { servicePagePath } from "../guides/service-pages";

/** The content folders whose files are each a page, named after its handle, with that page's address. */
const PAGE_FOLDERS: readonly (readonly [string, (handle: string) => string])[] = [
  ["content/catalogue/products/", productPath],
  ["content/guides/", guidePath],
  ["content/service-pages/", servicePagePath],
];

/** The page a content file makes (`content/guides/x.yaml` → `/guides/x/`), if it makes one. */
export function pageOfContentFile(file: string): string | undefined {
  for (const [folder, pageOf] of PAGE_FOLDERS) {
    const name = file.startsWith(folder) ? file.slice(folder.length) : "";
    const handle = /^([^/]+)\.yaml$/.exec(name)?.[1];
    if (handle) return pageOf(handle);
  }
  return undefined;
}

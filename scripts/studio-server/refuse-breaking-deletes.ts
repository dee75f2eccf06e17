import path from "node:path";
import type { RequestHandler } from "express";
import { readLinkSources } from "../../src/redirects/link-files";
import { linksToPage } from "../../src/redirects/links-to-page";
import { pageOfContentFile } from "../../src/site/content-pages";
import { LINK_GROUPS } from "../../src/studio/link-collections";

/** The files a deletion removes, wherever Decap puts them (`deleteFile`'s path, `deleteFiles`' paths). */
function deletedFiles(body: unknown): string[] {
  const { action, params } = (body ?? {}) as {
    action?: unknown;
    params?: { path?: unknown; paths?: unknown };
  };
  if (action === "deleteFile") return typeof params?.path === "string" ? [params.path] : [];
  if (action !== "deleteFiles" || !Array.isArray(params?.paths)) return [];
  return params.paths.filter((file): file is string => typeof file === "string");
}

const groupOf = (file: string) =>
  LINK_GROUPS.find((group) => file.includes(`/redirects/${group.folder}/`))?.label ?? "Campaign links";

/**
 * Refuses to delete a product, guide or service page that campaign links send visitors to: the build
 * would reject the links, and printed QR codes would lead nowhere. The marketer is told which links
 * to point elsewhere first.
 */
export function refuseBreakingDeletes(root: string): RequestHandler {
  return (request, response, next) => {
    const pages = deletedFiles(request.body).flatMap((file) => pageOfContentFile(file) ?? []);
    // The link files are read once, and only for a deletion of a page.
    const sources = pages.length > 0 ? readLinkSources(root, path.join(root, "content", "redirects")) : [];
    for (const page of pages) {
      const links = linksToPage(sources, page);
      if (links.length === 0) continue;
      const named = links.map(({ slug, file: linkFile }) => `${slug} (${groupOf(linkFile)})`).join(", ");
      return void response.status(409).json({
        error: `Campaign links send visitors to this page, so it was not deleted: ${named}. Open each link, change its Page (and any exception's) to another page, publish it, then delete this one.`,
      });
    }
    next();
  };
}

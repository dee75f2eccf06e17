import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { readLinkSources } from "../../src/redirects/link-files";
import { linksToPage } from "../../src/redirects/links-to-page";
import { pageOfContentFile, pagesASaveRemoves } from "../../src/build/content-pages";
import { LINK_GROUPS } from "../../src/studio/link-collections";

function deletedFiles(body: unknown): string[] {
  const { action, params } = (body ?? {}) as {
    action?: unknown;
    params?: { path?: unknown; paths?: unknown };
  };
  if (action === "deleteFile") return typeof params?.path === "string" ? [params.path] : [];
  if (action !== "deleteFiles" || !Array.isArray(params?.paths)) return [];
  return params.paths.filter((file): file is string => typeof file === "string");
}

interface SavedFile {
  path: string;
  raw: string;
  newPath?: string;
}

function savedFiles(body: unknown): SavedFile[] {
  const { action, params } = (body ?? {}) as {
    action?: unknown;
    params?: { entry?: unknown; dataFiles?: unknown };
  };
  if (action !== "persistEntry") return [];
  const files: unknown[] = params?.entry
    ? [params.entry]
    : Array.isArray(params?.dataFiles)
      ? params.dataFiles
      : [];
  return files.filter(
    (file): file is SavedFile =>
      typeof (file as SavedFile | null)?.path === "string" && typeof (file as SavedFile).raw === "string",
  );
}

const groupOf = (file: string) =>
  LINK_GROUPS.find((group) => file.includes(`/redirects/${group.folder}/`))?.label ?? "Campaign links";

/** The build would reject the links and printed QR codes lead nowhere; the marketer is told what to move. */
export function refuseBreakingChanges(root: string): RequestHandler {
  return (request, response, next) => {
    const before = (file: string) => {
      const place = path.resolve(root, file);
      return existsSync(place) ? readFileSync(place, "utf8") : undefined;
    };
    const deleted = deletedFiles(request.body).flatMap((file) => pageOfContentFile(file) ?? []);
    const moved = savedFiles(request.body).flatMap((file) =>
      pagesASaveRemoves({ file: file.path, text: file.raw, newFile: file.newPath }, before(file.path)),
    );
    const pages = [...deleted, ...moved];
    // The link files are read once, and only when a page is deleted or moved.
    const sources = pages.length > 0 ? readLinkSources(root, path.join(root, "content", "redirects")) : [];
    for (const page of pages) {
      const links = linksToPage(sources, page);
      if (links.length === 0) continue;
      const named = links.map(({ slug, file: linkFile }) => `${slug} (${groupOf(linkFile)})`).join(", ");
      return void response.status(409).json({
        error: deleted.includes(page)
          ? `Campaign links send visitors to this page, so it was not deleted: ${named}. Open each link, change its Page (and any exception's) to another page, publish it, then delete this one.`
          : `Campaign links send visitors to ${page}, so its new Handle was not saved: ${named}. Put the Handle back. To give the page another address, create it anew with that Handle, change each link's Page (and any exception's) to it, publish them, then delete this one.`,
      });
    }
    next();
  };
}

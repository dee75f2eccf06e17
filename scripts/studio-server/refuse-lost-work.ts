import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { z } from "zod";
import { readLinkSources } from "../../src/redirects/link-files";
import { slugClaimedElsewhere } from "../../src/redirects/slug-claims";

const dataFile = z.object({ path: z.string(), raw: z.string() });
const persistEntry = z.object({
  action: z.literal("persistEntry"),
  params: z.object({
    dataFiles: z.array(dataFile).optional(),
    entry: dataFile.optional(),
    options: z.object({ newEntry: z.boolean().optional() }),
    /** As the editor's studio last read or saved it (src/studio/saved-versions.ts). */
    opened: z.record(z.string(), z.string()).optional(),
  }),
});

const LINKS_FOLDER = "content/redirects/";

async function textOnDisk(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function lostWork(
  root: string,
  { path: file, raw }: z.infer<typeof dataFile>,
  { newEntry, opened }: { newEntry: boolean; opened: Record<string, string> | undefined },
): Promise<{ error: string; theirs?: string } | undefined> {
  const theirs = await textOnDisk(path.resolve(root, file));
  const isLink = file.startsWith(LINKS_FOLDER);
  if (newEntry && theirs !== undefined)
    return {
      error: isLink
        ? "Someone else has just created this short link, so yours was not saved. Choose another short link, or open theirs."
        : "Someone else has just created this entry, so yours was not saved. Open theirs to change it.",
      theirs,
    };
  if (newEntry && isLink) {
    const claim = slugClaimedElsewhere(readLinkSources(root, path.resolve(root, LINKS_FOLDER)), file, raw);
    if (claim)
      return {
        error: `Someone else has just created the short link ${claim.slug}, so yours was not saved. Choose another short link, or open theirs.`,
      };
  }
  const seen = opened?.[file];
  if (!newEntry && seen !== undefined && theirs !== undefined && seen !== theirs)
    return {
      error:
        "Someone else published this entry after you opened it, so yours was not saved and nothing was overwritten. Their version is shown: take what you need from it into the form and publish again.",
      theirs,
    };
  return undefined;
}

/** Runs inside the one-write-at-a-time turn, so no other save can come between the check and the write. */
export function refuseLostWork(root: string): RequestHandler {
  return (request, response, next) => {
    const parsed = persistEntry.safeParse(request.body);
    if (!parsed.success) return next();
    const { dataFiles, entry, options, opened } = parsed.data.params;
    const files = entry ? [entry] : (dataFiles ?? []);
    const facts = { newEntry: options.newEntry === true, opened };
    void Promise.all(files.map((file) => lostWork(root, file, facts))).then(
      (refusals) => {
        const refusal = refusals.find((found) => found !== undefined);
        if (refusal) response.status(409).json(refusal);
        else next();
      },
      (error: unknown) => next(error),
    );
  };
}

import { execFile } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { RequestHandler } from "express";
import {
  collapseVersions,
  GIT_LOG_FORMAT,
  parseGitLog,
  type EntryHistory,
  type EntryVersion,
} from "../../src/studio/entry-versions";
import { isStudioFile } from "./studio-folders-only";

const run = promisify(execFile);
/** Enough to go back a season or two; older versions stay in git. */
const MOST_COMMITS = 30;
const SAVED_IN_STUDIO = "Saved in the studio";
const CHANGED_HERE = "Changed on this computer, not in git";

/** Kept even where the content is not a git checkout or the saves are not committed yet. */
export type StudioSaves = Map<string, EntryVersion[]>;

async function onDisk(file: string): Promise<EntryVersion | undefined> {
  try {
    const [text, { mtime }] = await Promise.all([readFile(file, "utf8"), stat(file)]);
    return { text, author: CHANGED_HERE, date: mtime.toISOString(), kept: "disk" };
  } catch {
    return undefined;
  }
}

interface SavedFile {
  path?: unknown;
  newPath?: unknown;
  raw?: unknown;
}

const savedFiles = (body: unknown): { file: string; text: string }[] => {
  const { action, params } = (body ?? {}) as {
    action?: unknown;
    params?: { entry?: SavedFile; dataFiles?: SavedFile[] };
  };
  if (action !== "persistEntry") return [];
  const files = params?.entry ? [params.entry] : (params?.dataFiles ?? []);
  return files.flatMap(({ path: file, newPath, raw }) => {
    const saved = newPath ?? file;
    return typeof saved === "string" && typeof raw === "string" ? [{ file: saved, text: raw }] : [];
  });
};

/** Also the text a save replaced when it was a hand edit. Runs inside the one-write-at-a-time turn. */
export function keepStudioSaves(root: string, saves: StudioSaves): RequestHandler {
  return (request, response, next) => {
    const files = savedFiles(request.body);
    if (files.length === 0) return next();
    void Promise.all(files.map(({ file }) => onDisk(path.resolve(root, file)))).then((before) => {
      response.once("finish", () => {
        if (response.statusCode !== 200) return;
        const date = new Date().toISOString();
        files.forEach(({ file, text }, index) => {
          const kept = saves.get(file) ?? [];
          const replaced = before[index];
          if (replaced && kept[0]?.text !== replaced.text) kept.unshift(replaced);
          kept.unshift({ text, author: SAVED_IN_STUDIO, date, kept: "studio" });
          saves.set(file, kept);
        });
      });
      next();
    }, next);
  };
}

async function gitCommits(root: string, file: string): Promise<EntryVersion[] | undefined> {
  try {
    await run("git", ["rev-parse", "--is-inside-work-tree"], { cwd: root });
  } catch {
    return undefined;
  }
  const log = await run(
    "git",
    ["log", "--follow", "--name-only", `-n${MOST_COMMITS}`, `--format=${GIT_LOG_FORMAT}`, "--", file],
    { cwd: root, maxBuffer: 10_000_000 },
  );
  const versions = await Promise.all(
    parseGitLog(log.stdout).map(async ({ hash, author, date, path: then }) => {
      try {
        const { stdout } = await run("git", ["show", `${hash}:${then}`], {
          cwd: root,
          maxBuffer: 10_000_000,
        });
        return [{ text: stdout, author, date, kept: "git" as const }];
      } catch {
        return [];
      }
    }),
  );
  return versions.flat();
}

/** `GET /api/history?path=content/…`: newest first, from the file now through saves to git commits. */
export function entryHistory(root: string, saves: StudioSaves): RequestHandler {
  return (request, response, next) => {
    const file = request.query.path;
    void (async () => {
      if (typeof file !== "string" || !(await isStudioFile(root, file)))
        return void response.status(403).json({ error: "The studio reads content/ and static/images/ only" });
      const [now, commits] = await Promise.all([onDisk(path.resolve(root, file)), gitCommits(root, file)]);
      const history: EntryHistory = {
        git: commits !== undefined,
        versions: collapseVersions([...(now ? [now] : []), ...(saves.get(file) ?? []), ...(commits ?? [])]),
      };
      response.json(history);
    })().catch(next);
  };
}

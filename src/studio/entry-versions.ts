/** One version of an entry's file: its text, who made it and when (an ISO date). */
export interface EntryVersion {
  text: string;
  author: string;
  date: string;
  /** Where the version is kept: a commit of the git checkout, or only the studio's saves since it started. */
  kept: "git" | "studio" | "disk";
}

/** What the studio backend answers for an entry's history (scripts/studio-server/entry-history.ts). */
export interface EntryHistory {
  /** Whether the content is a git checkout, where earlier versions are kept. */
  git: boolean;
  /** Newest first; the first is the file as it is now. */
  versions: EntryVersion[];
}

/** A commit that changed a file, from `git log --follow --name-only --format=GIT_LOG_FORMAT`. */
export interface FileCommit {
  hash: string;
  author: string;
  date: string;
  /** The file's path in that commit: `--follow` follows it across renames. */
  path: string;
}

const RECORD = "\x1e";
const FIELD = "\x1f";
export const GIT_LOG_FORMAT = `${RECORD}%H${FIELD}%an${FIELD}%aI`;

/** The commits `git log` printed in GIT_LOG_FORMAT with `--name-only`, newest first. */
export function parseGitLog(output: string): FileCommit[] {
  return output
    .split(RECORD)
    .filter((record) => record.trim() !== "")
    .flatMap((record) => {
      const [header = "", ...names] = record.split("\n");
      const [hash, author, date] = header.split(FIELD);
      const path = names.find((name) => name.trim() !== "");
      return hash && author !== undefined && date && path ? [{ hash, author, date, path }] : [];
    });
}

/**
 * The history to show, newest first: the same text kept one after the other (the file as it is now and
 * the commit it came from, a save that changed nothing) is one version, of who first wrote it and when.
 */
export function collapseVersions(newestFirst: readonly EntryVersion[]): EntryVersion[] {
  const shown: EntryVersion[] = [];
  for (const version of newestFirst) {
    const last = shown.at(-1);
    if (last?.text === version.text) shown[shown.length - 1] = version;
    else shown.push(version);
  }
  return shown;
}

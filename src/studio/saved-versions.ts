/**
 * What this studio page last read or saved of each file, sent with every save so that the local backend
 * can refuse one whose file someone else changed meanwhile (scripts/studio-server/refuse-lost-work.ts).
 * Decap's local backend sends only the new text; this adds what the editor started from.
 */
export type SeenVersions = Map<string, string>;

interface BackendFile {
  data?: unknown;
  file?: { path?: unknown };
}

interface BackendRequest {
  action?: unknown;
  params?: { dataFiles?: { path: string; raw: string; newPath?: string }[]; [param: string]: unknown };
}

const READS = new Set(["getEntry", "entriesByFolder", "entriesByFiles"]);

/** Notes the files a read answered with. */
export function noteRead(seen: SeenVersions, action: unknown, answer: unknown): void {
  if (typeof action !== "string" || !READS.has(action)) return;
  for (const found of (Array.isArray(answer) ? answer : [answer]) as BackendFile[])
    if (typeof found?.file?.path === "string" && typeof found.data === "string")
      seen.set(found.file.path, found.data);
}

/** A save with the versions its files were opened at; other requests as they are. */
export function withOpenedVersions(seen: SeenVersions, request: BackendRequest): BackendRequest {
  if (request.action !== "persistEntry" || !request.params?.dataFiles) return request;
  const opened = Object.fromEntries(
    request.params.dataFiles.flatMap(({ path }) => {
      const text = seen.get(path);
      return text === undefined ? [] : [[path, text]];
    }),
  );
  return { ...request, params: { ...request.params, opened } };
}

/** After a save went through, its files are what this page last saw. */
export function noteSaved(seen: SeenVersions, request: BackendRequest): void {
  if (request.action !== "persistEntry") return;
  for (const { path, raw, newPath } of request.params?.dataFiles ?? []) seen.set(newPath ?? path, raw);
}

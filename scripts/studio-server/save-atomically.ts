import { createHash } from "node:crypto";
import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { z } from "zod";
import { writeAtomically } from "./write-atomically";

const dataFile = z.object({ path: z.string(), raw: z.string(), newPath: z.string().optional() });
const asset = z.object({ path: z.string(), content: z.string(), encoding: z.literal("base64") });
const saveRequest = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("persistEntry"),
    params: z
      .object({
        entry: dataFile.optional(),
        dataFiles: z.array(dataFile).optional(),
        assets: z.array(asset),
        options: z.object({ hasSubfolders: z.boolean().optional() }),
      })
      .refine(({ entry, dataFiles }) => (entry === undefined) !== (dataFiles === undefined), {
        message: "persistEntry takes an entry or dataFiles",
      }),
  }),
  z.object({ action: z.literal("persistMedia"), params: z.object({ asset }) }),
]);
type SaveRequest = z.infer<typeof saveRequest>;
type EntryParams = Extract<SaveRequest, { action: "persistEntry" }>["params"];
type MediaParams = Extract<SaveRequest, { action: "persistMedia" }>["params"];

async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}

/** As decap-server does, but awaited, so the next save cannot overtake it. */
async function moveEntry(from: string, to: string, withFolder: boolean): Promise<void> {
  await move(from, to);
  const [fromFolder, toFolder] = [path.dirname(from), path.dirname(to)];
  if (!withFolder || fromFolder === toFolder) return;
  const rest = await readdir(fromFolder, { recursive: true, withFileTypes: true });
  for (const file of rest.filter((entry) => entry.isFile())) {
    const source = path.join(file.parentPath, file.name);
    await move(source, path.join(toFolder, path.relative(fromFolder, source)));
  }
}

async function saveEntry(root: string, { entry, dataFiles = [], assets, options }: EntryParams) {
  const files = entry ? [entry] : dataFiles;
  for (const file of files) await writeAtomically(path.resolve(root, file.path), file.raw);
  for (const { path: file, content } of assets)
    await writeAtomically(path.resolve(root, file), Buffer.from(content, "base64"));
  const renames = files.flatMap(({ path: from, newPath: to }) => (to ? [{ from, to }] : []));
  // Decap renames an entry's files only when each has a new path, as decap-server does.
  if (renames.length === files.length)
    for (const { from, to } of renames)
      await moveEntry(path.resolve(root, from), path.resolve(root, to), options.hasSubfolders !== false);
  return { message: "entry persisted" };
}

async function saveMedia(root: string, { asset: { path: file, content } }: MediaParams) {
  const bytes = Buffer.from(content, "base64");
  await writeAtomically(path.resolve(root, file), bytes);
  const id = createHash("sha256").update(bytes).digest("hex");
  return { id, content, encoding: "base64", path: file, name: path.basename(file) };
}

/** decap-server writes in place (a watcher can read half a file) and several at once. */
export function saveAtomically(root: string): RequestHandler {
  return (request, response, next) => {
    const { action } = (request.body ?? {}) as { action?: unknown };
    if (action !== "persistEntry" && action !== "persistMedia") return next();
    const parsed = saveRequest.safeParse(request.body);
    if (!parsed.success) return void response.status(422).json({ error: z.prettifyError(parsed.error) });
    const body = parsed.data;
    const saved =
      body.action === "persistEntry" ? saveEntry(root, body.params) : saveMedia(root, body.params);
    saved.then(
      (answer) => response.json(answer),
      (error: unknown) => {
        console.error(`The studio backend could not ${body.action}:`, error);
        response.status(500).json({ error: error instanceof Error ? error.message : String(error) });
      },
    );
  };
}

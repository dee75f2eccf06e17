import { readFileSync, writeFileSync } from "node:fs";

/**
 * Puts `script` at the very top of the generated service worker, so that its fetch listener runs
 * before the offline plugin's routes and can keep them from answering.
 */
export function prependToWorker(workerFile: string, script: string): void {
  const worker = readFileSync(workerFile, "utf8");
  if (worker.startsWith(script)) return;
  writeFileSync(workerFile, `${script}\n${worker}`);
}

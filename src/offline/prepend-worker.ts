import { readFileSync, writeFileSync } from "node:fs";

/** First, so that its fetch listener runs before the offline plugin's routes. */
export function prependToWorker(workerFile: string, script: string): void {
  const worker = readFileSync(workerFile, "utf8");
  if (worker.startsWith(script)) return;
  writeFileSync(workerFile, `${script}\n${worker}`);
}

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readHeadersFile, type HeaderRule, type NetlifyHeaderRule } from "../../../src/security/headers-file";

/** `text` read back as Netlify reads a `_headers` file that holds it. */
export async function readHeadersText(text: string): Promise<NetlifyHeaderRule[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "headers-"));
  try {
    writeFileSync(path.join(dir, "_headers"), text);
    return await readHeadersFile(path.join(dir, "_headers"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `rules` read back as Netlify reads the `_headers` file gatsby-adapter-netlify writes for them. */
export const readBack = (rules: readonly HeaderRule[]): Promise<NetlifyHeaderRule[]> =>
  readHeadersText(
    rules
      .map(
        ({ path, headers }) =>
          `${encodeURI(path)}\n${headers.map((h) => `  ${h.key}: ${h.value}\n`).join("")}`,
      )
      .join(""),
  );

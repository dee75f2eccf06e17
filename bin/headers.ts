/**
 * The built site's response headers for hosts other than Netlify: `npm run headers -- <command>`.
 *   nginx [--public DIR]   an nginx include with the headers of DIR/_headers and the 404 pages of
 *                          DIR/_redirects (default public/)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { NotFoundRule } from "../src/i18n/localized-404";
import { parseHeadersFile } from "../src/security/headers-file";
import { nginxInclude } from "../src/security/nginx";

const ROOT = path.resolve(__dirname, "..");

/** The rules of `_redirects` that answer with a page and status 404, read as Netlify reads them. */
async function notFoundRules(file: string): Promise<NotFoundRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: true,
  });
  if (errors.length) throw new Error(`${file}: ${errors.map(String).join("\n")}`);
  return (redirects as { from: string; to: string; status?: number }[])
    .filter((rule) => rule.status === 404)
    .map((rule) => ({ fromPath: rule.from, toPath: rule.to }));
}

async function main([command, ...rest]: string[]): Promise<number> {
  if (command !== "nginx") {
    console.error("usage: npm run headers -- nginx [--public DIR]");
    return 2;
  }
  const at = rest.indexOf("--public");
  const publicDir = path.resolve(at >= 0 ? (rest[at + 1] ?? "") : path.join(ROOT, "public"));
  const file = path.join(publicDir, "_headers");
  try {
    const rules = parseHeadersFile(readFileSync(file, "utf8"));
    process.stdout.write(nginxInclude(rules, await notFoundRules(path.join(publicDir, "_redirects"))));
    return 0;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    console.error(missing ? `${file} is missing: run npm run build first` : String(error));
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));

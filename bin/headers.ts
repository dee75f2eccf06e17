/**
 * The built site's response headers for hosts other than Netlify: `npm run headers -- <command>`.
 *   nginx [--public DIR]   an nginx include with the headers of DIR/_headers (default public/)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseHeadersFile } from "../src/security/headers-file";
import { nginxInclude } from "../src/security/nginx";

const ROOT = path.resolve(__dirname, "..");

function main([command, ...rest]: string[]): number {
  if (command !== "nginx") {
    console.error("usage: npm run headers -- nginx [--public DIR]");
    return 2;
  }
  const at = rest.indexOf("--public");
  const publicDir = path.resolve(at >= 0 ? (rest[at + 1] ?? "") : path.join(ROOT, "public"));
  const file = path.join(publicDir, "_headers");
  try {
    process.stdout.write(nginxInclude(parseHeadersFile(readFileSync(file, "utf8"))));
    return 0;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    console.error(missing ? `${file} is missing: run npm run build first` : String(error));
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));

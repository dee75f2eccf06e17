/** The built site's response headers for hosts other than Netlify: `npm run headers -- <command>` (see HELP). */
import path from "node:path";
import { parseArgs } from "node:util";
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { NotFoundRule } from "../src/i18n/localized-404";
import { readHeadersFile } from "../src/security/headers-file";
import { nginxInclude } from "../src/security/nginx";

const ROOT = path.resolve(__dirname, "..");

const HELP = `Usage: npm run headers -- nginx [options]

Commands:
  nginx              print an nginx include with the headers of _headers and the 404 pages of
                     _redirects, as Netlify would serve them

Options:
  --public DIR       the built site (default: public/)
  -h, --help         this help`;

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

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { public: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals[0] !== "nginx") {
    console.error(
      `${positionals[0] ? `Unknown command "${positionals[0]}".` : "Name a command."}\n\n${HELP}`,
    );
    return 2;
  }
  const publicDir = path.resolve(values.public ?? path.join(ROOT, "public"));
  const file = path.join(publicDir, "_headers");
  try {
    const rules = await readHeadersFile(file);
    process.stdout.write(nginxInclude(rules, await notFoundRules(path.join(publicDir, "_redirects"))));
    return 0;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    console.error(missing ? `${file} is missing: run npm run build first` : String(error));
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));

/**
 * Part of `npm run lint`: every text in `locales/` is asked for, so no one translates a text no page shows.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { localeKeys, unusedLocaleKeys } from "../src/i18n/unused-locale-keys";

const ROOT = path.resolve(__dirname, "..");

const filesIn = (dir: string, endings: readonly string[]): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => path.join(dir, file));

const sources = [
  ...filesIn(path.join(ROOT, "src"), [".ts", ".tsx"]),
  ...filesIn(path.join(ROOT, "content"), [".yaml", ".yml"]),
  ...readdirSync(ROOT)
    .filter((file) => /^gatsby-.*\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, file)),
].map((file) => readFileSync(file, "utf8"));

const problems = filesIn(path.join(ROOT, "locales"), [".json"]).flatMap((file) => {
  const unused = unusedLocaleKeys(localeKeys(JSON.parse(readFileSync(file, "utf8"))), sources);
  return unused.map((key) => `${path.relative(ROOT, file)}: "${key}" is shown by no page; remove it`);
});
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);

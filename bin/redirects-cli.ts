/** The marketers' command line for campaign links, `npm run redirects -- <command>` (see HELP): bin/redirects.ts runs it. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createTwoFilesPatch } from "diff";
import { formatProblem } from "../src/content/content-error";
import { unconfirmedMoves, type FileChange } from "../src/redirects/plan-import";
import { qrSvg, shortLinkUrl, writeQrPng } from "../src/redirects/qr-code";
import { buildMatrix, matrixCsv, matrixHtml } from "../src/redirects/matrix";
import { indexRules, resolveRule, rulesFor } from "../src/redirects/resolve";
import { slugOf } from "../src/redirects/rule";
import { shopCountries } from "../src/redirects/visitor-countries";
import { isKnownCountry } from "../src/country/reference";
import { loadCampaignLinks } from "../src/build/load-campaign-links";
import { exportLinksCsv, planLinkImport } from "../src/build/link-import";

const ROOT = path.resolve(__dirname, "..");

const HELP = `Usage: npm run redirects -- <command> [options]

Commands:
  lint                 check the campaign links; one "file:line: message" per problem
  resolve <slug>       print where a visitor lands (--country CC: a visitor from that country)
  export               print every rule as JSON (--format json, the default), or every link as
                       one CSV row (--format csv) to edit in a spreadsheet and import again
  import <file.csv>    add or update the links of a CSV file as export writes it, matched by slug;
                       links missing from the file stay as they are. The whole table is checked
                       first: with any problem ("file.csv:row: message") nothing is written.
                       --dry-run: show the changes only. --move: a link given another group than
                       its own moves to that group's folder (without it, such a row is refused)
  matrix               every link × country → target (--format csv, the default, or html)
  qr <slug>            print-ready SVG and PNG QR codes of the short link (--out DIR, --origin URL)

Options:
  --content DIR        the content folder to read and write (default: content/)
  -h, --help           this help`;

const OPTIONS = {
  content: { type: "string" },
  country: { type: "string" },
  format: { type: "string" },
  "dry-run": { type: "boolean" },
  move: { type: "boolean" },
  out: { type: "string", default: "." },
  origin: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The folder a run works from, and where what it prints goes. */
export interface CliIo {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

function load(options: Options, io: CliIo) {
  const { shops, redirects } = loadCampaignLinks(ROOT, contentDirOf(options, io));
  return { shops, ...redirects };
}

const contentDirOf = (options: Options, io: CliIo): string =>
  path.resolve(io.cwd, options.content ?? path.join(ROOT, "content"));

/** Checks the whole resulting table before it writes (or, dry, shows) anything. */
function importLinks(csvFile: string, options: Options, io: CliIo): number {
  const contentDir = contentDirOf(options, io);
  const redirectsDir = path.join(contentDir, "redirects");
  const plan = planLinkImport(ROOT, contentDir, readFileSync(path.resolve(io.cwd, csvFile), "utf8"), {
    ...(options.move ? { confirmedMoves: "all" as const } : {}),
  });
  const refusals = [
    ...plan.rowProblems.map(({ row, message }) => `${csvFile}:${row}: ${message}`),
    ...plan.fileProblems.map(formatProblem),
    ...unconfirmedMoves(plan).map(
      ({ row, slug, group, fromGroup }) =>
        `${csvFile}:${row}: the link ${slug} is in the group ${fromGroup}: this row moves it to ${group}. If that is the link you mean, confirm with --move`,
    ),
  ];
  if (refusals.length > 0) return fail(io, `${refusals.join("\n")}\nNothing was written.`);
  const { changes } = plan;
  if (options["dry-run"]) {
    // Named as from the folder that holds content/, like `content/redirects/social/x.yaml`.
    const label = (name: string) => path.relative(path.dirname(contentDir), path.join(redirectsDir, name));
    io.out(changes.map((change) => patchOf(change, label)).join(""));
    io.out(`${describe(changes)} would change; nothing was written.\n`);
    return 0;
  }
  for (const { name, after } of changes) {
    const file = path.join(redirectsDir, name);
    if (after === undefined) rmSync(file);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, after);
    }
  }
  io.out(`${describe(changes)} changed.\n`);
  return 0;
}

const patchOf = ({ name, before, after }: FileChange, label: (name: string) => string): string =>
  createTwoFilesPatch(
    before === undefined ? "/dev/null" : label(name),
    after === undefined ? "/dev/null" : label(name),
    before ?? "",
    after ?? "",
  );

const describe = (changes: readonly FileChange[]): string =>
  changes.length === 1 ? "1 file" : `${changes.length} files`;

async function run(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return usage(io, (error as Error).message);
  }
  const { values: options, positionals } = parsed;
  if (options.help) {
    io.out(`${HELP}\n`);
    return 0;
  }
  const [command, slug] = positionals;
  switch (command) {
    case "lint": {
      const { entries, rules } = load(options, io);
      io.out(`${entries.length} campaign links, ${rules.length} rules: all fine.\n`);
      return 0;
    }
    case "resolve": {
      if (!slug) return usage(io, "resolve needs a slug");
      const { country } = options;
      if (country !== undefined && !isKnownCountry(country))
        return usage(io, `"${country}" is not a country code: two letters, like nl or gb`);
      const rules = rulesFor(indexRules(load(options, io).rules), slug);
      if (!rules) return fail(io, `There is no campaign link "${slug}".`);
      io.out(`${resolveRule(rules, country).toPath}\n`);
      return 0;
    }
    case "export": {
      const format = options.format ?? "json";
      if (format !== "json" && format !== "csv") return usage(io, "--format is json or csv");
      if (format === "json") io.out(`${JSON.stringify(load(options, io).rules, null, 2)}\n`);
      else io.out(exportLinksCsv(ROOT, contentDirOf(options, io)));
      return 0;
    }
    case "import":
      if (!slug) return usage(io, "import needs a CSV file, like links.csv");
      return importLinks(slug, options, io);
    case "matrix": {
      const format = options.format ?? "csv";
      if (format !== "csv" && format !== "html") return usage(io, "--format is csv or html");
      const { shops, rules } = load(options, io);
      const matrix = buildMatrix(indexRules(rules), shopCountries(shops));
      io.out(format === "csv" ? matrixCsv(matrix) : matrixHtml(matrix));
      return 0;
    }
    case "qr": {
      if (!slug) return usage(io, "qr needs a slug");
      const { shops, rules } = load(options, io);
      const slugRules = rulesFor(indexRules(rules), slug);
      if (!slugRules?.[0]) return fail(io, `There is no campaign link "${slug}".`);
      const canonical = slugOf(slugRules[0].fromPath);
      const url = shortLinkUrl(canonical, shops, options.origin);
      const out = path.resolve(io.cwd, options.out);
      mkdirSync(out, { recursive: true });
      const file = (ext: string) => path.join(out, `${canonical}.${ext}`);
      writeFileSync(file("svg"), await qrSvg(url));
      await writeQrPng(file("png"), url);
      io.out(`${url}\n${file("svg")}\n${file("png")}\n`);
      return 0;
    }
    default:
      return usage(io, command ? `Unknown command "${command}".` : "Name a command.");
  }
}

function usage(io: CliIo, problem: string): number {
  io.err(`${problem}\n\n${HELP}\n`);
  return 2;
}

function fail(io: CliIo, message: string): number {
  io.err(`${message}\n`);
  return 1;
}

/** Runs one command; gives its exit code. */
export async function redirectsCli(args: string[], io: CliIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    // Content problems are for people: print them as they are, without a stack trace.
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** The marketers' command line for campaign links: `npm run redirects -- <command>` (see HELP). */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import { ContentError } from "../src/content/content-error";
import { buildMatrix, matrixCsv, matrixHtml } from "../src/redirects/matrix";
import { indexRules, resolveRule, rulesFor } from "../src/redirects/resolve";
import { fromPathOf, slugOf } from "../src/redirects/rule";
import { shopCountries } from "../src/redirects/visitor-countries";
import { isKnownCountry } from "../src/country/reference";
import { loadCampaignLinks } from "../src/site/load-campaign-links";

const ROOT = path.resolve(__dirname, "..");

const HELP = `Usage: npm run redirects -- <command> [options]

Commands:
  lint                 check the campaign links; one "file:line: message" per problem
  resolve <slug>       print where a visitor lands (--country CC: a visitor from that country)
  export               print every rule as JSON
  matrix               every link × country → target (--format csv, the default, or html)
  qr <slug>            print-ready SVG and PNG QR codes of the short link (--out DIR, --origin URL)

Options:
  --content DIR        the content folder to read (default: content/)
  -h, --help           this help`;

const OPTIONS = {
  content: { type: "string" },
  country: { type: "string" },
  format: { type: "string", default: "csv" },
  out: { type: "string", default: "." },
  origin: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

/** The table with every check the build makes, so that what passes here builds. */
function load(options: Options) {
  const { shops, redirects } = loadCampaignLinks(
    ROOT,
    path.resolve(options.content ?? path.join(ROOT, "content")),
  );
  return { shops, ...redirects };
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values: options, positionals } = parsed;
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const [command, slug] = positionals;
  switch (command) {
    case "lint": {
      const { entries, rules } = load(options);
      console.log(`${entries.length} campaign links, ${rules.length} rules: all fine.`);
      return 0;
    }
    case "resolve": {
      if (!slug) return usage("resolve needs a slug");
      const { country } = options;
      if (country !== undefined && !isKnownCountry(country))
        return usage(`"${country}" is not a country code: two letters, like nl or gb`);
      const rules = rulesFor(indexRules(load(options).rules), slug);
      if (!rules) return fail(`There is no campaign link "${slug}".`);
      console.log(resolveRule(rules, country).toPath);
      return 0;
    }
    case "export":
      console.log(JSON.stringify(load(options).rules, null, 2));
      return 0;
    case "matrix": {
      const { format } = options;
      if (format !== "csv" && format !== "html") return usage("--format is csv or html");
      const { shops, rules } = load(options);
      const matrix = buildMatrix(indexRules(rules), shopCountries(shops));
      process.stdout.write(format === "csv" ? matrixCsv(matrix) : matrixHtml(matrix));
      return 0;
    }
    case "qr": {
      if (!slug) return usage("qr needs a slug");
      const { shops, rules } = load(options);
      const slugRules = rulesFor(indexRules(rules), slug);
      if (!slugRules?.[0]) return fail(`There is no campaign link "${slug}".`);
      // The link as the table spells it, whatever case it was asked in.
      const canonical = slugOf(slugRules[0].fromPath);
      const origin = options.origin ?? shops.shops.find((shop) => shop.id === "us")?.origin ?? "";
      const url = new URL(fromPathOf(canonical), origin).toString();
      const out = path.resolve(options.out);
      mkdirSync(out, { recursive: true });
      // High error correction and a 4-module quiet zone survive print, folds and small scratches.
      const print = { errorCorrectionLevel: "H" as const, margin: 4 };
      const file = (ext: string) => path.join(out, `${canonical}.${ext}`);
      writeFileSync(file("svg"), await QRCode.toString(url, { ...print, type: "svg" }));
      await QRCode.toFile(file("png"), url, { ...print, type: "png", width: 1200 });
      console.log(`${url}\n${file("svg")}\n${file("png")}`);
      return 0;
    }
    default:
      return usage(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

function usage(problem: string): number {
  console.error(`${problem}\n\n${HELP}`);
  return 2;
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

// exitCode, not exit(): large output to a slow pipe must be written out in full first.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Content problems are for people: print them as they are, without a stack trace.
    console.error(error instanceof ContentError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);

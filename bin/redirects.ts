/**
 * The marketers' command line for campaign links: `npm run redirects -- <command>`.
 *   lint [--content DIR]                 check the table; one `file:line: message` per problem
 *   resolve <slug> [--country CC]        print where a visitor of CC (or anyone else) lands
 *   export                               print every rule as JSON
 *   matrix [--format csv|html]           every slug × country → target
 *   qr <slug> [--out DIR] [--origin URL] print-ready SVG and PNG QR codes of the short link
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import { ContentError } from "../src/content/content-error";
import { buildMatrix, matrixCsv, matrixHtml } from "../src/redirects/matrix";
import { indexRules, resolveRule, rulesFor } from "../src/redirects/resolve";
import { fromPathOf, slugOf } from "../src/redirects/rule";
import { shopCountries } from "../src/redirects/visitor-countries";
import { isKnownCountry } from "../src/country/reference";
import { loadCampaignLinks } from "../src/site/load-campaign-links";

const ROOT = path.resolve(__dirname, "..");

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The table with every check the build makes, so that what passes here builds. */
function load(args: string[]) {
  const { shops, redirects } = loadCampaignLinks(
    ROOT,
    path.resolve(option(args, "--content") ?? path.join(ROOT, "content")),
  );
  return { shops, ...redirects };
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "lint": {
      const { entries, rules } = load(rest);
      console.log(`${entries.length} campaign links, ${rules.length} rules: all fine.`);
      return 0;
    }
    case "resolve": {
      const [slug] = rest;
      if (!slug || slug.startsWith("--")) return usage("resolve needs a slug");
      const country = option(rest, "--country");
      if (country !== undefined && !isKnownCountry(country))
        return usage(`"${country}" is not a country code: two letters, like nl or gb`);
      const rules = rulesFor(indexRules(load(rest).rules), slug);
      if (!rules) return fail(`There is no campaign link "${slug}".`);
      console.log(resolveRule(rules, country).toPath);
      return 0;
    }
    case "export":
      console.log(JSON.stringify(load(rest).rules, null, 2));
      return 0;
    case "matrix": {
      const format = option(rest, "--format") ?? "csv";
      if (format !== "csv" && format !== "html") return usage("--format is csv or html");
      const { shops, rules } = load(rest);
      const matrix = buildMatrix(indexRules(rules), shopCountries(shops));
      process.stdout.write(format === "csv" ? matrixCsv(matrix) : matrixHtml(matrix));
      return 0;
    }
    case "qr": {
      const [slug] = rest;
      if (!slug || slug.startsWith("--")) return usage("qr needs a slug");
      const { shops, rules } = load(rest);
      const slugRules = rulesFor(indexRules(rules), slug);
      if (!slugRules?.[0]) return fail(`There is no campaign link "${slug}".`);
      // The link as the table spells it, whatever case it was asked in.
      const canonical = slugOf(slugRules[0].fromPath);
      const origin = option(rest, "--origin") ?? shops.shops.find((shop) => shop.id === "us")?.origin ?? "";
      const url = new URL(fromPathOf(canonical), origin).toString();
      const out = path.resolve(option(rest, "--out") ?? ".");
      mkdirSync(out, { recursive: true });
      // High error correction and a 4-module quiet zone survive print, folds and small scratches.
      const options = { errorCorrectionLevel: "H" as const, margin: 4 };
      const file = (ext: string) => path.join(out, `${canonical}.${ext}`);
      writeFileSync(file("svg"), await QRCode.toString(url, { ...options, type: "svg" }));
      await QRCode.toFile(file("png"), url, { ...options, type: "png", width: 1200 });
      console.log(`${url}\n${file("svg")}\n${file("png")}`);
      return 0;
    }
    default:
      return usage(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

function usage(problem: string): number {
  console.error(
    `${problem}\nUsage: npm run redirects -- lint | resolve <slug> [--country CC] | export | matrix [--format csv|html] | qr <slug> [--out DIR]`,
  );
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

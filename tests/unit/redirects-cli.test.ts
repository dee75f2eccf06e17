import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { CSV_COLUMNS } from "../../src/redirects/link-csv";
import { copyFixtureContent, FIXTURE_CONTENT, fixtureText } from "./support/fixture-content";
import { redirectsCommand } from "../support/redirects-cli";

const ROOT = path.resolve(__dirname, "../..");
// What the command line reads with `--content` naming the fixture: the project root, the fixture content.
const { shops, redirects: table } = loadCampaignLinks(ROOT, FIXTURE_CONTENT);
const kitchen = rulesFor(indexRules(table.rules), "qr-kitchen-1") ?? [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let outputs = 0;

/**
 * Runs the command line with stdout and stderr going to files (as with `> out.txt`), read once it ends.
 * Files take every write at once, so what is read is everything the command printed.
 */
const cli = (...args: string[]): Promise<Run> =>
  new Promise((resolve, reject) => {
    outputs += 1;
    const outFile = path.join(work, `stdout-${outputs}.txt`);
    const errFile = path.join(work, `stderr-${outputs}.txt`);
    const out = openSync(outFile, "w");
    const err = openSync(errFile, "w");
    const child = spawn(...redirectsCommand(...args), {
      cwd: ROOT,
      env: process.env,
      stdio: ["ignore", out, err],
    });
    child.on("error", reject);
    child.on("close", (code) => {
      closeSync(out);
      closeSync(err);
      resolve({
        code,
        stdout: readFileSync(outFile, "utf8"),
        stderr: readFileSync(errFile, "utf8"),
      });
    });
  });

/** Runs the command line with stdout on a pipe that is read only after a second: a slow reader. */
const cliReadLate = (...args: string[]): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(...redirectsCommand(...args), { cwd: ROOT, env: process.env });
    let stdout = "";
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    setTimeout(() => child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk)), 1000);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });

/** The link the broken copy of the fixture content has two mistakes in. */
const BROKEN_LINK = "social/baby-bouncer-how-to.yaml";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let work = "";
let brokenContent = "";
let brokenLines = { fallback: 0, country: 0 };
let bigContent = "";
let qrOut = "";
let qrUpperOut = "";
const runs: Record<string, Run> = {};

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "redirects-cli-"));

  // A copy of the fixture content with two problems in one link.
  brokenContent = copyFixtureContent(path.join(work, "content"));
  const link = path.join(brokenContent, "redirects", BROKEN_LINK);
  const lines = readFileSync(link, "utf8").split("\n");
  const fallbackAt = lines.findIndex((line) => line === "fallback: us");
  lines[fallbackAt] = "fallback: mars";
  const countriesAt = lines.findIndex((line) => line.startsWith("countries: [us,"));
  lines[countriesAt] = lines[countriesAt]?.replace("[us,", "[zz,") ?? "";
  writeFileSync(link, lines.join("\n"));
  brokenLines = { fallback: fallbackAt + 1, country: countriesAt + 1 };

  // The fixture content with ten more copies of the packaging links under other slugs: some 5,000 rules.
  bigContent = copyFixtureContent(path.join(work, "big-content"));
  const packaging = readdirSync(path.join(FIXTURE_CONTENT, "redirects", "packaging"));
  for (let copy = 1; copy <= 10; copy += 1) {
    const group = path.join(bigContent, "redirects", `packaging-copy-${copy}`);
    mkdirSync(group);
    for (const name of packaging) {
      writeFileSync(
        path.join(group, name.replace(".yaml", `-copy-${copy}.yaml`)),
        fixtureText(`redirects/packaging/${name}`).replace(/^(slug: .*)$/m, `$1-copy-${copy}`),
      );
    }
  }

  qrOut = path.join(work, "qr");
  qrUpperOut = path.join(work, "qr-upper");

  const fixture = ["--content", FIXTURE_CONTENT];
  const commands: Record<string, string[]> = {
    lint: ["lint", ...fixture],
    brokenLint: ["lint", "--content", brokenContent],
    resolveNl: ["resolve", "qr-kitchen-1", "--country", "nl", ...fixture],
    resolveUpper: ["resolve", "QR-Kitchen-1", ...fixture],
    resolveUnknown: ["resolve", "no-such-link", ...fixture],
    resolveBrazil: ["resolve", "qr-package-baby-carrier-harmony", "--country", "BR", ...fixture],
    resolveNotACountry: ["resolve", "qr-kitchen-1", "--country", "uk", ...fixture],
    exportRules: ["export", ...fixture],
    exportJson: ["export", "--format", "json", ...fixture],
    exportCsv: ["export", "--format", "csv", ...fixture],
    exportXml: ["export", "--format", "xml", ...fixture],
    matrix: ["matrix", "--format", "csv", ...fixture],
    qr: ["qr", "qr-kitchen-1", "--out", qrOut, ...fixture],
    qrUpper: ["qr", "QR-Kitchen-1", "--out", qrUpperOut, ...fixture],
    bigExport: ["export", "--content", bigContent],
    help: ["--help"],
    unknownOption: ["resolve", "qr-kitchen-1", "--contry", "nl"],
  };
  const results = await Promise.all([
    ...Object.values(commands).map((args) => cli(...args)),
    cliReadLate("export", "--content", bigContent),
  ]);
  [...Object.keys(commands), "exportReadLate"].forEach((name, i) => {
    const result = results[i];
    if (result) runs[name] = result;
  });
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const run = (name: string): Run => {
  const result = runs[name];
  if (!result) throw new Error(`${name} did not run`);
  return result;
};

describe("bin/redirects.ts", () => {
  it("--help lists every command and exits 0", () => {
    const { code, stdout } = run("help");
    expect(code).toBe(0);
    for (const command of ["lint", "resolve <slug>", "export", "import <file.csv>", "matrix", "qr <slug>"])
      expect(stdout).toContain(`  ${command} `);
    expect(stdout).toContain("--move: a link given another group than\n                       its own moves");
  });

  it("a misspelt option is named, with the help, and exits 2", () => {
    const { code, stdout, stderr } = run("unknownOption");
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Unknown option '--contry'");
    expect(stderr).toContain("Usage: npm run redirects");
  });

  it("lint: exits 0 on the fixture content and says how much it checked", () => {
    const { code, stdout } = run("lint");
    expect(code).toBe(0);
    expect(stdout).toBe(`${table.entries.length} campaign links, ${table.rules.length} rules: all fine.\n`);
  });

  it("lint --content: exits 1 on broken content with one file:line: message per problem, no stack trace", () => {
    const { code, stdout, stderr } = run("brokenLint");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const problems = stderr.trim().split("\n");
    const file = path.relative(ROOT, path.join(brokenContent, "redirects", BROKEN_LINK));
    expect(problems).toEqual([
      `${file}:${brokenLines.fallback}: Shop for every other country: "mars" is not a shop (the shops: ${shops.shops.map((s) => s.id).join(", ")})`,
      `${file}:${brokenLines.country}: Countries: "zz" is not a country code`,
    ]);
    for (const line of problems) expect(line).toMatch(/^\S+\.yaml:\d+: \S.*$/);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain("ContentError");
  });

  it("resolve --country nl: prints exactly the nl target", () => {
    const { code, stdout } = run("resolveNl");
    expect(code).toBe(0);
    expect(stdout).toBe(
      "https://nl.babyshop.example/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen\n",
    );
  });

  it("resolve in other letter case without a country: prints the fallback", () => {
    const { code, stdout } = run("resolveUpper");
    expect(code).toBe(0);
    expect(stdout).toBe(`${resolveRule(kitchen, undefined).toPath}\n`);
    expect(stdout).toBe(
      "https://www.babyshop.example/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen\n",
    );
  });

  it("resolve --country BR: a country without a rule of its own gets the slug's fallback", () => {
    const { code, stdout } = run("resolveBrazil");
    expect(code).toBe(0);
    const rules = rulesFor(indexRules(table.rules), "qr-package-baby-carrier-harmony") ?? [];
    expect(stdout).toBe(`${resolveRule(rules, undefined).toPath}\n`);
    expect(stdout).toMatch(/^https:\/\/eu\.babyshop\.example\//);
  });

  it.each([
    [
      "resolve --country uk: refuses what is not a country code, and says what is",
      "resolveNotACountry",
      '"uk" is not a country code: two letters, like nl or gb',
    ],
    ["export --format xml: names the formats there are", "exportXml", "--format is json or csv"],
  ])("%s, and exits 2", (_, name, message) => {
    const { stderr, ...rest } = run(name);
    expect(rest).toEqual({ code: 2, stdout: "" });
    expect(stderr.split("\n")[0]).toBe(message);
  });

  it("resolve: exits 1 for a slug that is not in the table", () => {
    const { code, stdout, stderr } = run("resolveUnknown");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim()).toBe('There is no campaign link "no-such-link".');
  });

  it("export: prints the expanded rules as JSON", () => {
    const { code, stdout } = run("exportRules");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(table.rules);
  });

  it("export --format json: the same rules as JSON", () => {
    const { code, stdout } = run("exportJson");
    expect(code).toBe(0);
    expect(stdout).toBe(run("exportRules").stdout);
  });

  it("export --format csv: a header and one row per link, in the table's order", () => {
    const { code, stdout } = run("exportCsv");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(table.entries.length + 1);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(
      table.entries.map((entry) => entry.slug),
    );
    expect(lines).toContain(
      "social,mesh-baby-carriers-and-bouncers,,/categories/baby-carriers/,us gb se de fr es it nl ca au hk kr pl jp,us,instagram,social-redirects,mesh_carriers_and_bouncers,pl target=/guides/the-new-neutral/; jp url=https://www.babyshop-japan.example/topics/mesh/,",
    );
  });

  it("matrix --format csv: prints a header and one line per slug", () => {
    const { code, stdout } = run("matrix");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(table.entries.length + 1);
    expect(lines[0]?.startsWith("slug,")).toBe(true);
    expect(lines[0]?.endsWith(",other countries")).toBe(true);
    const slugs = lines.slice(1).map((line) => line.split(",")[0]);
    expect([...slugs].sort()).toEqual(table.entries.map((entry) => entry.slug).sort());
  });

  it("qr: writes an SVG and a PNG of the short link", () => {
    const { code, stdout } = run("qr");
    expect(code).toBe(0);
    const svg = path.join(qrOut, "qr-kitchen-1.svg");
    const png = path.join(qrOut, "qr-kitchen-1.png");
    expect(stdout).toBe(`https://www.babyshop.example/redirects/qr-kitchen-1/\n${svg}\n${png}\n`);
    expect(readFileSync(svg, "utf8").startsWith("<svg")).toBe(true);
    expect(readFileSync(png).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("qr: prints the canonical short link for a slug typed in other letter case", () => {
    const { code, stdout } = run("qrUpper");
    expect(code).toBe(0);
    expect(stdout.split("\n")[0]).toBe("https://www.babyshop.example/redirects/qr-kitchen-1/");
    expect(existsSync(path.join(qrUpperOut, "qr-kitchen-1.svg"))).toBe(true);
  });

  it("export: prints the whole JSON to a pipe that is read slowly", () => {
    const { code, stdout } = run("exportReadLate");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(loadCampaignLinks(ROOT, bigContent).redirects.rules);
  });

  it("export: prints the larger table in full to a file", () => {
    const { code, stdout } = run("bigExport");
    expect(code).toBe(0);
    const rules = loadCampaignLinks(ROOT, bigContent).redirects.rules;
    expect(rules.length).toBeGreaterThan(5000);
    expect(JSON.parse(stdout)).toEqual(rules);
  });
});

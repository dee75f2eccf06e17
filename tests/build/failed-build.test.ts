import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyProject } from "../support/project-copy";
import { FRESH_ENGINE_CATALOGUE } from "../support/fresh-engine-offers";

/**
 * A mistake in `content/` stops `gatsby build` before it touches the site already in `public/`: the
 * previous build stays online, file for file, and the marketer reads `file:line: message`.
 *
 * Each case runs the real build in a copy of the project (see copyProject).
 */

const ROOT = path.resolve(__dirname, "../..");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");

/** What a published site holds where Gatsby would write or clean up first. */
const PREVIOUS_SITE: Record<string, string> = {
  "index.html": "<!doctype html><title>Babyshop</title><h1>Welkom</h1>",
  "en-US/index.html": "<!doctype html><title>Babyshop</title><h1>Welcome</h1>",
  "products/baby-bath/index.html": "<!doctype html><h1>Babybadje</h1>",
  "page-data/index/page-data.json": '{"path":"/"}',
  "page-data/app-data.json": '{"webpackCompilationHash":"previous"}',
  "styles.css": "body{margin:0}",
  "app-previous.js": "console.log('previous build')",
  "images/products/baby-bath-white.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "vendor/cookieconsent-3.1.0.css": ".cc{}",
  "redirects/qr-kitchen-1/index.html": "<!doctype html><meta name=robots content=noindex>",
  _redirects: "/redirects/qr-kitchen-1/ https://www.babyshop.example/categories/kitchen/ 301!",
  _headers: "/*\n  X-Content-Type-Options: nosniff",
  "robots.txt": "User-agent: *",
  "sw.js": "self.addEventListener('fetch', () => {});",
};

let project: string;

beforeEach(() => {
  project = copyProject("failed-build-");
  for (const [file, text] of Object.entries(PREVIOUS_SITE)) {
    mkdirSync(path.dirname(path.join(project, "public", file)), { recursive: true });
    writeFileSync(path.join(project, "public", file), text);
  }
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

/** Every file under `dir` with its content hash and modification time. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else {
        const full = path.join(dir, relative);
        const hash = createHash("sha256").update(readFileSync(full)).digest("hex");
        files[relative] = `${hash} ${statSync(full).mtimeMs}`;
      }
    }
  };
  walk("");
  return files;
}

/** Replaces `from` with `to` in a content file of the copy; returns the line it is on. */
function edit(file: string, from: string, to: string): number {
  const full = path.join(project, file);
  const text = readFileSync(full, "utf8");
  const at = text.indexOf(from);
  expect(at, `${file} holds ${from}`).toBeGreaterThan(-1);
  writeFileSync(full, text.replace(from, to));
  return text.slice(0, at).split("\n").length;
}

const build = (env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(process.execPath, [GATSBY, "build"], {
      cwd: project,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        SHOP: "",
        COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
        ...env,
      },
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });

const BUILD_TIMEOUT = 180_000;

describe("a build with a mistake in its content", () => {
  it.each([
    {
      mistake: "a campaign link to a host that is not a shop's",
      file: "content/redirects/social/mesh-baby-carriers-and-bouncers.yaml",
      from: "https://www.babyshop-japan.example/topics/mesh/",
      to: "https://www.babyshop.example.evil.example/",
      says: /Exception for Japan \(jp\), Address: links may not leave for www\.babyshop\.example\.evil\.example: it is no shop.s/,
    },
    {
      mistake: "a review's stars typed in words",
      file: "content/catalogue/products/baby-bath.yaml",
      from: "stars: 5",
      to: "stars: vijf",
      says: /"stars" should be a number/,
    },
    {
      mistake: "a product file that is no longer YAML",
      file: "content/catalogue/products/baby-bath.yaml",
      from: "category: bathroom",
      to: 'category: "bathroom',
      says: /not valid YAML \(a quote or bracket is not closed\)/,
    },
  ])(
    "$mistake: stops with file:line: message and leaves public/ as it was",
    async ({ file, from, to, says }) => {
      const line = edit(file, from, to);
      const before = snapshot(path.join(project, "public"));

      const { code, output } = await build();

      expect(code).not.toBe(0);
      expect(snapshot(path.join(project, "public"))).toEqual(before);
      const problem = output.split("\n").find((text) => text.startsWith(`${file}:`));
      expect(problem, output).toBeDefined();
      expect(problem?.startsWith(`${file}:${line}: `), problem).toBe(true);
      expect(problem).toMatch(says);
      expect(output, "no stack trace").not.toMatch(/^\s+at .+[:(]\d+:\d+\)?$/m);
    },
    BUILD_TIMEOUT,
  );

  it(
    "an unknown shop stops it with the shops there are, and public/ stays",
    async () => {
      const before = snapshot(path.join(project, "public"));
      const { code, output } = await build({ SHOP: "atlantis" });
      expect(code).not.toBe(0);
      expect(output).toMatch(/Unknown shop "atlantis"\. Valid shops: .*\bnl\b/);
      expect(snapshot(path.join(project, "public"))).toEqual(before);
    },
    BUILD_TIMEOUT,
  );
});

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { loadBuildContent } from "../../src/site/load-build-content";
import { copyFixtureContent, FIXTURE_CONTENT } from "./support/fixture-content";

const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const run = promisify(execFile);

interface Edit {
  /** A file under content/redirects/. */
  file: string;
  from: string;
  to: string;
}

const social = (from: string, to: string): Edit => ({ file: "social.yaml", from, to });
const MESH_PL = "pl: { target: /guides/the-new-neutral/ }";

/** Every kind of mistake in the campaign table that stops the build. */
const MISTAKES: Record<string, Edit[]> = {
  "a target page no shop builds": [social("target: /guides/bouncer-guide/", "target: /guides/bouncer-gide/")],
  "an override's target page no shop builds": [social(MESH_PL, "pl: { target: /guides/the-new-neutrl/ }")],
  "an address on a built shop that is not a page": [
    social(MESH_PL, "pl: { url: https://eu.babyshop.example/guides/nope/ }"),
  ],
  "an unknown country code": [social("countries: [us, gb,", "countries: [zz, gb,")],
  "a country listed twice": [social("countries: [us, gb,", "countries: [us, us, gb,")],
  "a country no shop sells to, without an override": [social("countries: [us, gb,", "countries: [br, gb,")],
  "a fallback that is not a shop": [social("fallback: us", "fallback: mars")],
  "a missing fallback": [social("    fallback: us\n", "")],
  "an override for a country that is not listed": [
    social(MESH_PL, "no: { target: /guides/the-new-neutral/ }"),
  ],
  "an override with a target and a url": [
    social(MESH_PL, "pl: { target: /stores/, url: https://eu.babyshop.example/stores/ }"),
  ],
  "an override with a shop and a url": [
    social(MESH_PL, "pl: { shop: eu, url: https://eu.babyshop.example/stores/ }"),
  ],
  "an override to a shop that does not exist": [social(MESH_PL, "pl: { shop: mars }")],
  "an address without https": [social(MESH_PL, "pl: { url: http://eu.babyshop.example/stores/ }")],
  "an address on a host that is not allowed": [social(MESH_PL, "pl: { url: https://evil.example/ }")],
  "an address with a password": [social(MESH_PL, "pl: { url: https://a:b@eu.babyshop.example/stores/ }")],
  "an override url that is not an address": [social(MESH_PL, "pl: { url: eu.babyshop.example/stores }")],
  "a slug in capitals": [social("- slug: baby-bouncer-how-to", "- slug: Baby_Bouncer")],
  "a slug used twice": [
    social("- slug: bouncer-bliss-and-soft-friends-in-sand-gray", "- slug: baby-bouncer-how-to"),
  ],
  "a misspelt field": [social("    target: /guides/bouncer-guide/", "    taget: /guides/bouncer-guide/")],
  "tracking that is neither parameters nor false": [
    social(
      "tracking: { source: instagram, medium: social-redirects, campaign: baby_bouncer_how_to }",
      "tracking: yes",
    ),
  ],
  "an empty countries list": [
    social("countries: [us, gb, se, de, fr, es, it, nl, ca, au, hk, kr]", "countries: []"),
  ],
  "a quote that is not closed": [social("- slug: baby-bouncer-how-to", "- slug: 'baby-bouncer-how-to")],
  "a bad host on the allow-list": [
    { file: "allowed-hosts.yaml", from: "allowedHosts: []", to: "allowedHosts: [Evil Host]" },
  ],
  "mistakes in two files at once": [
    social("fallback: us", "fallback: mars"),
    {
      file: "packaging.yaml",
      from: "target: /guides/after-purchase-baby-crib/",
      to: "target: /guides/crib/",
    },
  ],
};

const work = mkdtempSync(path.join(os.tmpdir(), "redirects-lint-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the fixture content with the edits made; each edit must find its text. */
function contentWith(name: string, edits: readonly Edit[]): string {
  const dir = copyFixtureContent(path.join(work, name.replace(/\W+/g, "-")));
  for (const { file, from, to } of edits) {
    const at = path.join(dir, "redirects", file);
    const text = readFileSync(at, "utf8");
    if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
    writeFileSync(at, text.replace(from, to));
  }
  return dir;
}

/** What the build prints before it stops (gatsby-config loads the content this way), or "" if it builds. */
function buildProblems(contentDir: string): string {
  try {
    loadBuildContent(ROOT, { CONTENT_DIR: contentDir });
    return "";
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

/** `npm run redirects -- lint --content DIR`: its exit code and what it printed on stderr. */
async function lint(contentDir: string): Promise<{ code: number; stderr: string }> {
  try {
    await run(TSX, ["bin/redirects.ts", "lint", "--content", contentDir], { cwd: ROOT });
    return { code: 0, stderr: "" };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe(
  "redirects lint rejects every table the build rejects, with the same lines",
  { timeout: 120_000 },
  () => {
    it("passes the fixture's table, which builds", async () => {
      expect(buildProblems(FIXTURE_CONTENT)).toBe("");
      expect((await lint(FIXTURE_CONTENT)).code).toBe(0);
    });

    it.each(Object.entries(MISTAKES))("%s", async (name, edits) => {
      const dir = contentWith(name, edits);
      const expected = buildProblems(dir);
      expect(expected, "the build accepts this table").not.toBe("");
      for (const line of expected.split("\n")) expect(line).toMatch(/^\S+\/redirects\/[\w.-]+\.yaml:\d+: \S/);
      const { code, stderr } = await lint(dir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(expected);
    });
  },
);

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { loadBuildContent } from "../../src/build/load-build-content";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { copyFixtureContent, FIXTURE_CONTENT } from "./support/fixture-content";
import { FRESH_ENGINE_CATALOGUE } from "../support/fresh-engine-offers";
import { runRedirectsCli } from "../support/redirects-cli";

const ROOT = path.resolve(__dirname, "../..");

interface Edit {
  /** A file under content/redirects/. */
  file: string;
  from: string;
  to: string;
}

const inFile =
  (file: string) =>
  (from: string, to: string): Edit => ({ file, from, to });
const bouncer = inFile("social/baby-bouncer-how-to.yaml");
const mesh = inFile("social/mesh-baby-carriers-and-bouncers.yaml");
const MESH_PL = "{ country: pl, target: /guides/the-new-neutral/ }";
/** The mesh link with its pl override changed to `{ country: pl, <fields> }`. */
const meshPl = (fields: string): Edit[] => [mesh(MESH_PL, `{ country: pl, ${fields} }`)];

/** Every kind of mistake in the campaign table that stops the build. */
const MISTAKES: Record<string, Edit[]> = {
  "a target page no shop builds": [
    bouncer("target: /guides/bouncer-guide/", "target: /guides/bouncer-gide/"),
  ],
  "an override's target page no shop builds": meshPl("target: /guides/the-new-neutrl/"),
  "an address on a built shop that is not a page": meshPl("url: https://eu.babyshop.example/guides/nope/"),
  "an unknown country code": [bouncer("countries: [us, gb,", "countries: [zz, gb,")],
  "a country listed twice": [bouncer("countries: [us, gb,", "countries: [us, us, gb,")],
  "a country no shop sells to, without an override": [bouncer("countries: [us, gb,", "countries: [br, gb,")],
  "a fallback that is not a shop": [bouncer("fallback: us", "fallback: mars")],
  "a missing fallback": [bouncer("fallback: us\n", "")],
  "an override for a country that is not listed": [
    mesh(MESH_PL, "{ country: no, target: /guides/the-new-neutral/ }"),
  ],
  "two overrides for one country": [mesh(MESH_PL, `${MESH_PL}\n  - { country: pl, shop: eu }`)],
  "an override with a target and a url": meshPl("target: /stores/, url: https://eu.babyshop.example/stores/"),
  "an override with a shop and a url": meshPl("shop: eu, url: https://eu.babyshop.example/stores/"),
  "an override with tracking and noTracking": meshPl(
    "tracking: { source: a, medium: b, campaign: c }, noTracking: true",
  ),
  "an override to a shop that does not exist": meshPl("shop: mars"),
  "an address without https": meshPl("url: http://eu.babyshop.example/stores/"),
  "a script address": meshPl('url: "javascript:alert(1)"'),
  "an address on a host that is not allowed": meshPl("url: https://evil.example/"),
  "an address with a password": meshPl("url: https://a:b@eu.babyshop.example/stores/"),
  "an override url that is not an address": meshPl("url: eu.babyshop.example/stores"),
  "a slug in capitals": [bouncer("slug: baby-bouncer-how-to", "slug: Baby_Bouncer")],
  "a slug that is not the file's name": [bouncer("slug: baby-bouncer-how-to", "slug: baby-bouncer-how-to-2")],
  "a slug used twice": [
    inFile("social/bouncer-bliss-and-soft-friends-in-sand-gray.yaml")(
      "slug: bouncer-bliss-and-soft-friends-in-sand-gray",
      "slug: baby-bouncer-how-to",
    ),
  ],
  "a misspelt field": [bouncer("target: /guides/bouncer-guide/", "taget: /guides/bouncer-guide/")],
  "tracking that is not parameters": [
    bouncer(
      "tracking: { source: instagram, medium: social-redirects, campaign: baby_bouncer_how_to }",
      "tracking: false",
    ),
  ],
  "a note with a control character": [bouncer("target:", 'note: "printed\\u0007"\ntarget:')],
  "an empty countries list": [
    bouncer("countries: [us, gb, se, de, fr, es, it, nl, ca, au, hk, kr]", "countries: []"),
  ],
  "a quote that is not closed": [bouncer("slug: baby-bouncer-how-to", "slug: 'baby-bouncer-how-to")],
  "a bad host on the allow-list": [
    { file: "allowed-hosts.yaml", from: "allowedHosts: []", to: "allowedHosts: [Evil Host]" },
  ],
  "mistakes in two files at once": [
    bouncer("fallback: us", "fallback: mars"),
    inFile("packaging/packaging-inside-post-purchase-baby-crib.yaml")(
      "target: /guides/after-purchase-baby-crib/",
      "target: /guides/crib/",
    ),
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

/** The located problems a content load stops with, as printed (one per line), or "" if it loads. */
function problemsOf(load: () => unknown): string {
  try {
    load();
    return "";
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

/** What the build prints before it stops: gatsby-config loads the content this way. */
const buildProblems = (contentDir: string): string =>
  problemsOf(() =>
    loadBuildContent(ROOT, { CONTENT_DIR: contentDir, COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE }),
  );

/** What `redirects lint` prints on stderr: the command loads the campaign links this way. */
const lintProblems = (contentDir: string): string => problemsOf(() => loadCampaignLinks(ROOT, contentDir));

/** `npm run redirects -- lint --content DIR`: its exit code and what it printed on stderr. */
const lint = (contentDir: string) => runRedirectsCli(ROOT, "lint", "--content", contentDir);

describe("redirects lint rejects every table the build rejects, with the same lines", () => {
  it.each(Object.entries(MISTAKES))("%s", (name, edits) => {
    const dir = contentWith(name, edits);
    const expected = buildProblems(dir);
    expect(expected, "the build accepts this table").not.toBe("");
    for (const line of expected.split("\n"))
      expect(line).toMatch(/^\S+\/redirects\/([\w.-]+\/)?[\w.-]+\.yaml:\d+: \S/);
    expect(lintProblems(dir)).toBe(expected);
  });

  // The command itself, started as a marketer starts it (each start takes about a second).
  describe("as a command", { timeout: 60_000 }, () => {
    it("passes the fixture's table, which builds", async () => {
      expect(buildProblems(FIXTURE_CONTENT)).toBe("");
      expect((await lint(FIXTURE_CONTENT)).code).toBe(0);
    });

    it("prints the build's lines on stderr and exits with 1", async () => {
      const name = "mistakes in two files at once";
      const dir = contentWith(`${name} (command)`, MISTAKES[name] ?? []);
      const { code, stderr } = await lint(dir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(buildProblems(dir));
    });
  });
});

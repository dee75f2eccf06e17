import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../src/country/reference";
import { compileEdgeTable } from "../../src/redirects/edge-table";
import { campaignLinkHandler } from "../../src/redirects/edge-function";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { edgeFunctionModule } from "../../src/build/edge-function-file";

const ROOT = path.resolve(__dirname, "../..");
const { redirects } = loadCampaignLinks(ROOT);
const index = indexRules(redirects.rules);
const slugs = redirects.entries.map((entry) => entry.slug);
const ORIGIN = "https://www.babyshop.example";

/** What the stub and `resolve` give a visitor of `country` (upper case, as the CDN says it) at `path`. */
function expected(path: string, country: string | null): string {
  const url = new URL(path, ORIGIN);
  const slug = /^\/redirects\/([^/]+)\/?$/i.exec(url.pathname)?.[1];
  const rules = slug ? rulesFor(index, slug) : undefined;
  if (!rules || url.searchParams.has("country")) return "next 404";
  const target = new URL(resolveRule(rules, country ?? undefined).toPath);
  url.searchParams.forEach((value, name) => {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  });
  return target.href;
}

const handler = campaignLinkHandler(compileEdgeTable(redirects.rules));
async function answer(path: string, country: string | null): Promise<string> {
  const context = {
    geo: country === null ? {} : { country: { code: country } },
    next: () => Promise.resolve(new Response(null, { status: 404 })),
  };
  const response = await handler(new Request(new URL(path, ORIGIN)), context);
  return response.status === 301 ? (response.headers.get("location") ?? "") : `next ${response.status}`;
}

/** Every link × every ISO country and none: the stub's own cases. */
const sweep = slugs.flatMap((slug) =>
  [...COUNTRY_CODES.map((code) => code.toUpperCase()), null].map((country) => {
    const path = `/redirects/${slug}/`;
    return { path, country, expected: expected(path, country) };
  }),
);

describe("the campaign links' edge function", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "edge-function-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs in Deno, as Netlify runs it, and answers every link and country as `resolve` does", async () => {
    const deno = path.join(ROOT, "node_modules", ".bin", "deno");
    const version = spawnSync(deno, ["--version"], { encoding: "utf8" });
    if (version.status !== 0)
      throw new Error(
        `Deno cannot run here (${version.error?.message ?? version.stderr}): npm ci installs it`,
      );
    const module = path.join(dir, "campaign-links.js");
    writeFileSync(module, await edgeFunctionModule(ROOT, redirects.rules));
    const cases = [
      ...sweep,
      { path: "/REDIRECTS/QR-Kitchen-1?utm_content=poster", country: "de", expected: "" },
      { path: "/redirects/qr-kitchen-1/?country=nl", country: "DE", expected: "" },
      { path: "/redirects/no-such-link/", country: "DE", expected: "" },
      { path: "/redirects/qr-kitchen-1/extra/", country: "DE", expected: "" },
    ].map((visit) => ({ ...visit, expected: expected(visit.path, visit.country) }));
    writeFileSync(path.join(dir, "cases.json"), JSON.stringify(cases));
    // The checker may read the case file's folder and nothing else.
    const checker = path.join(__dirname, "../deno/check-edge-function.mjs");
    const denoRun = ["run", "--no-prompt", `--allow-read=${dir}`];
    const run = spawnSync(deno, [...denoRun, checker, module, path.join(dir, "cases.json")], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    const report = JSON.parse(run.stdout) as { config: unknown; checked: number; wrong: unknown[] };
    expect(report).toMatchObject({ config: { path: "/redirects/*" }, checked: cases.length, wrong: [] });
    expect(cases.length).toBeGreaterThan(12_500);
    expect(run.status).toBe(0);
  });

  it("answers any path and any country header as the stub does, never with an exception", async () => {
    const anySlug = fc.oneof(
      fc
        .constantFrom(...slugs)
        .chain((slug) =>
          fc
            .tuple(fc.boolean(), fc.boolean())
            .map(([upper, slash]) => `${upper ? slug.toUpperCase() : slug}${slash ? "/" : ""}`),
        ),
      fc.string({ unit: "binary", maxLength: 300 }).map(encodeURIComponent),
      fc.constantFrom(
        "..",
        "../..",
        "%2e%2e",
        "qr-kitchen-1%2Fx",
        "%2F",
        "constructor",
        "__proto__",
        "toString",
        "",
      ),
    );
    const anyCountry = fc.oneof(
      fc.constant(null),
      fc.constantFrom(...COUNTRY_CODES).map((code) => code.toUpperCase()),
      fc.constantFrom(...COUNTRY_CODES),
      fc.string({ maxLength: 4 }),
    );
    const anyQuery = fc.constantFrom("", "?utm_content=poster", "?country=nl", "?utm_source=mine&x=1");
    await fc.assert(
      fc.asyncProperty(anySlug, anyCountry, anyQuery, async (slug, country, query) => {
        const path = `/redirects/${slug}${query}`;
        expect(await answer(path, country)).toBe(expected(path, country));
      }),
      { numRuns: 2_000 },
    );
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COUNTRY_CODES } from "../../src/country/reference";
import { netlifyRedirects, redirectRules } from "./support/netlify-redirects";
import { resolveTarget, table } from "./support/redirect-table";

// These read the build that the end-to-end run serves.
const PUBLIC = path.resolve(__dirname, "../../public");

test("the CDN rules list every country rule before its slug's fallback, forced over the stub", async () => {
  const rules = (await redirectRules(PUBLIC))
    .filter((rule) => rule.from.startsWith("/redirects/"))
    .map(({ from, to, status, force, conditions }) => ({ from, to, status, force, conditions }));
  const expected = table.rules.map((rule) => ({
    from: rule.fromPath,
    to: rule.toPath,
    status: 301,
    force: true,
    conditions: rule.conditions ? { Country: [rule.conditions.country] } : {},
  }));
  expect(rules).toHaveLength(expected.length);
  for (const slug of new Set(table.rules.map((rule) => rule.fromPath))) {
    expect(rules.filter((rule) => rule.from === slug)).toEqual(expected.filter((rule) => rule.from === slug));
  }
});

test("Netlify's own engine sends each country where `redirects resolve` does, for every slug", async () => {
  const cdn = await netlifyRedirects(PUBLIC);
  // Every country a rule names, and countries none names: the engine tells them apart by rule alone.
  const named = new Set(table.rules.flatMap((rule) => rule.conditions?.country ?? []));
  const others = ["br", "ar", "ch", "no", "za", "mx", "in", "nz", "is", "xk"];
  expect(others.filter((code) => named.has(code) || !COUNTRY_CODES.includes(code))).toEqual([]);
  // Where every slug sends every country, as lines: a disagreement shows as the lines that differ.
  const visits = table.entries.flatMap(({ slug }) =>
    [...named, ...others, undefined].map((country) => ({ slug, country })),
  );
  const where = (target: (slug: string, country: string | undefined) => string | undefined) =>
    visits.map(({ slug, country }) => `${slug} ${country ?? "(none)"}: ${target(slug, country)}`);
  expect(where((slug, country) => cdn(`/redirects/${slug}/`, country))).toEqual(where(resolveTarget));
});

test("no JavaScript file of the storefront carries the redirect table", () => {
  const scripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js") && file !== "sw.js");
  expect(scripts.length).toBeGreaterThan(3);
  const targets = [
    ...new Set(table.rules.map((rule) => new URL(rule.toPath).searchParams.get("utm_campaign"))),
  ].filter((campaign): campaign is string => !!campaign);
  for (const file of scripts) {
    const source = readFileSync(path.join(PUBLIC, file), "utf8");
    expect(
      targets.filter((campaign) => source.includes(`utm_campaign=${campaign}`)),
      file,
    ).toEqual([]);
    expect(source.includes("/redirects/qr-kitchen-1"), file).toBe(false);
  }
});

test("every slug has a small stub that is not indexed", () => {
  for (const entry of table.entries) {
    const html = readFileSync(path.join(PUBLIC, "redirects", entry.slug, "index.html"), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="0;url=https:\/\//);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
  }
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COUNTRY_CODES } from "../../src/country/reference";
import { EDGE_FUNCTIONS_DIR } from "../../src/build/edge-function-file";
import { netlifyRedirects, redirectRules } from "./support/netlify-redirects";
import { resolveTarget, table } from "./support/redirect-table";

// These read the build that the end-to-end run serves.
const PUBLIC = path.resolve(__dirname, "../../public");

test("the CDN rules are one per destination of a slug, its countries listed, before its fallback, forced", async () => {
  const rules = (await redirectRules(PUBLIC)).filter((rule) => rule.from.startsWith("/redirects/"));
  expect(rules.every((rule) => rule.status === 301 && rule.force)).toBe(true);
  for (const slug of new Set(table.rules.map((rule) => rule.fromPath))) {
    const slugRules = table.rules.filter((rule) => rule.fromPath === slug);
    const fallback = slugRules.find((rule) => !rule.conditions)?.toPath;
    const destinations = new Set(
      slugRules.filter((rule) => rule.toPath !== fallback).map((rule) => rule.toPath),
    );
    const cdn = rules.filter((rule) => rule.from === slug);
    expect(cdn.map((rule) => rule.to)).toEqual([...destinations, fallback]);
    expect(cdn.at(-1)?.conditions).toEqual({});
    // Each country at most once, each rule with countries.
    const named = cdn.slice(0, -1).flatMap((rule) => rule.conditions.Country ?? []);
    expect(new Set(named).size).toBe(named.length);
    expect(cdn.slice(0, -1).every((rule) => (rule.conditions.Country ?? []).length > 0)).toBe(true);
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

test("below the threshold of content/redirects/edge-function.yaml, the CDN rules answer and no edge function is written", () => {
  expect(table.entries.length).toBeLessThan(table.edge.fromLinks);
  expect(existsSync(path.resolve(__dirname, "../..", EDGE_FUNCTIONS_DIR, "campaign-links.js"))).toBe(false);
});

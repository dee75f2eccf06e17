import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactRules, type CompactRule } from "../../src/redirects/compact-rules";
import { indexRules, resolveRule } from "../../src/redirects/resolve";
import type { RedirectRule } from "../../src/redirects/rule";
import { redirectRule } from "./support/redirects";

const KITCHEN = "/redirects/qr-kitchen-1/";
const shop = (host: string, page = "kitchen") => `https://${host}.babyshop.example/categories/${page}/`;

/** Where a compacted table sends a visitor of `country`, read as a CDN reads it: first match wins. */
const answer = (rules: readonly CompactRule[], fromPath: string, country?: string) =>
  rules.find(
    (rule) => rule.fromPath === fromPath && (!rule.countries || rule.countries.includes(country ?? "")),
  )?.toPath;

describe("compactRules", () => {
  const rules = [
    redirectRule(KITCHEN, shop("de"), "de"),
    redirectRule(KITCHEN, shop("eu"), "at"),
    redirectRule(KITCHEN, shop("www"), "us"),
    redirectRule(KITCHEN, shop("eu"), "be"),
    redirectRule(KITCHEN, shop("nl", "bathroom"), "nl"),
    redirectRule(KITCHEN, shop("eu"), "pl"),
    redirectRule(KITCHEN, shop("www")),
  ];

  it("gives each destination one rule with every country that goes there, then the fallback", () => {
    expect(compactRules(rules)).toEqual([
      { fromPath: KITCHEN, toPath: shop("de"), countries: ["de"] },
      { fromPath: KITCHEN, toPath: shop("eu"), countries: ["at", "be", "pl"] },
      { fromPath: KITCHEN, toPath: shop("nl", "bathroom"), countries: ["nl"] },
      { fromPath: KITCHEN, toPath: shop("www") },
    ]);
  });

  it("keeps each slug's rules together and apart from the others'", () => {
    const other = "/redirects/qr-bathroom-1/";
    const compact = compactRules([
      ...rules,
      redirectRule(other, shop("de"), "de"),
      redirectRule(other, shop("www")),
    ]);
    expect(compact.filter((rule) => rule.fromPath === other)).toEqual([
      { fromPath: other, toPath: shop("de"), countries: ["de"] },
      { fromPath: other, toPath: shop("www") },
    ]);
  });

  it("answers every country of any table as the rules do", () => {
    const countries = ["de", "nl", "at", "be", "us", "gb", "jp"];
    const destinations = [shop("de"), shop("eu"), shop("www"), shop("nl", "bathroom")];
    const slugTable = fc.record({
      slug: fc.constantFrom("a", "b", "c"),
      listed: fc.uniqueArray(
        fc.record({ country: fc.constantFrom(...countries), to: fc.constantFrom(...destinations) }),
        {
          selector: (rule) => rule.country,
        },
      ),
      fallback: fc.constantFrom(...destinations),
    });
    fc.assert(
      fc.property(fc.uniqueArray(slugTable, { selector: (slug) => slug.slug }), (slugs) => {
        const table: RedirectRule[] = slugs.flatMap(({ slug, listed, fallback }) => [
          ...listed.map(({ country, to }) => redirectRule(`/redirects/${slug}/`, to, country)),
          redirectRule(`/redirects/${slug}/`, fallback),
        ]);
        const compact = compactRules(table);
        for (const [fromPath, slugRules] of indexRules(table))
          for (const country of [...countries, undefined])
            expect(answer(compact, fromPath, country)).toBe(resolveRule(slugRules, country).toPath);
      }),
    );
  });
});

import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandTable } from "../../src/redirects/expand";
import { readLinkSources } from "../../src/redirects/link-files";
import { formatLinkFile } from "../../src/redirects/link-file";
import {
  allowedTargetHosts,
  parseRedirectTable,
  type LinkSource,
  type LocatedEntry,
} from "../../src/redirects/load-table";
import type { RedirectEntry, RedirectOverride, Tracking } from "../../src/redirects/table-schema";
import { shopCountries } from "../../src/redirects/visitor-countries";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";
import { expectLocatedProblems, quietYamlWarnings } from "./support/located-problems";
import { applyMutation, deleteLine, insertChar, reindentLine, type Mutation } from "./support/yaml-mutations";

const { shops, redirects } = loadCampaignLinks(FIXTURE_ROOT);
const FIXTURE_PAGES = redirects.pages;
const COUNTRIES = shopCountries(shops);
const SHOP_IDS = shops.shops.map((shop) => shop.id);
const ALLOW_LIST = ["topics.example.org"];
const HOSTS = allowedTargetHosts(shops, ALLOW_LIST);
const URL_ORIGINS = [...shops.shops.map((shop) => shop.origin), "https://topics.example.org"];
const RUNS = 200;

// ---------------------------------------------------------------------------------------------------------
// (a) Generated valid tables, written as link files, round-trip.

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const slug = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"));
const pagePath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 3 })
  .map((segments) => `/${segments.map((segment) => `${segment}/`).join("")}`);
const trackingValue = fc.stringMatching(/^[a-z0-9][a-z0-9_.-]{0,63}$/);
const tracking: fc.Arbitrary<Tracking> = fc.record({
  source: trackingValue,
  medium: trackingValue,
  campaign: trackingValue,
});
/** Any one-line text but what the note rules refuse (control characters, a formula's first sign). */
const note = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
  .filter((text) => !/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(text) && !/^[=+\-@]/.test(text));
const url = fc
  .tuple(
    fc.constantFrom(...URL_ORIGINS),
    pagePath,
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/)),
  )
  .map(([origin, page, query]) => `${origin}${page}${query ? `?${query}` : ""}`);

/** Any valid combination: a target and/or shop, or a url; each with its own tracking, none, or the link's. */
const override: fc.Arbitrary<Omit<RedirectOverride, "country">> = fc
  .record(
    {
      kind: fc.constantFrom("target", "shop", "target+shop", "url", "tracking"),
      target: pagePath,
      shop: fc.constantFrom(...SHOP_IDS),
      url,
      tracking: fc.option(tracking, { nil: undefined }),
    },
    { requiredKeys: ["kind", "target", "shop", "url"] },
  )
  .map(({ kind, target, shop, url: address, tracking: own }) => {
    const result: Omit<RedirectOverride, "country"> = {};
    if (kind.includes("target")) result.target = target;
    if (kind.includes("shop")) result.shop = shop;
    if (kind === "url") result.url = address;
    if (own !== undefined) result.tracking = own;
    else if (kind === "tracking") result.noTracking = true;
    return result;
  });

const entryBody = fc.record(
  {
    note,
    target: pagePath,
    countries: fc.shuffledSubarray(COUNTRIES, { minLength: 1, maxLength: 8 }),
    fallback: fc.constantFrom("us", "eu"),
    tracking: fc.option(tracking, { nil: undefined }),
    overrideFlags: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    overrides: fc.array(override, { minLength: 8, maxLength: 8 }),
    /** A country no shop sells to, sent to an address of its own. */
    unsold: fc.option(fc.tuple(fc.constantFrom("br", "mx", "za", "no", "ch"), url), { nil: undefined }),
  },
  { requiredKeys: ["target", "countries", "fallback", "overrideFlags", "overrides"] },
);

const entry = (slugValue: string): fc.Arbitrary<RedirectEntry> =>
  entryBody.map(({ note, target, countries, fallback, tracking: own, overrideFlags, overrides, unsold }) => {
    const listed = [...countries, ...(unsold ? [unsold[0]] : [])];
    const chosen: RedirectOverride[] = [];
    countries.forEach((country, i) => {
      const value = overrides[i];
      if (overrideFlags[i] && value) chosen.push({ country, ...value });
    });
    if (unsold) chosen.push({ country: unsold[0], url: unsold[1] });
    return {
      slug: slugValue,
      ...(note !== undefined ? { note } : {}),
      target,
      countries: listed,
      fallback,
      ...(own !== undefined ? { tracking: own } : {}),
      ...(chosen.length > 0 ? { overrides: chosen } : {}),
    };
  });

/** 1 to 6 entries with distinct slugs, spread over 1 to 3 group folders. */
const table = fc
  .uniqueArray(slug, { minLength: 1, maxLength: 6 })
  .chain((slugs) =>
    fc.tuple(
      fc.tuple(...slugs.map(entry)),
      fc.array(fc.nat(2), { minLength: slugs.length, maxLength: slugs.length }),
    ),
  )
  .map(([entries, fileOf]) => {
    const files: RedirectEntry[][] = [[], [], []];
    entries.forEach((value, i) => files[fileOf[i] ?? 0]?.push(value));
    return files.filter((list) => list.length > 0);
  });

/** Every page a generated table points at, as if the shops built them all. */
const pagesOf = (files: readonly RedirectEntry[][]): Set<string> =>
  new Set(
    files
      .flat()
      .flatMap((value) => [
        value.target,
        ...(value.overrides ?? []).flatMap((o) => [
          ...(o.target ? [o.target] : []),
          ...(o.url ? [new URL(o.url).pathname] : []),
        ]),
      ]),
  );

const withoutLocation = ({ file: _file, line: _line, ...rest }: LocatedEntry): RedirectEntry => rest;

/** One file per link, `group-<i>/<slug>.yaml`, as the formatter writes it. */
const linkSources = (files: readonly RedirectEntry[][]): LinkSource[] =>
  files.flatMap((entries, i) =>
    entries.map((value) => {
      const name = `group-${i}/${value.slug}.yaml`;
      return { file: `content/redirects/${name}`, name, text: formatLinkFile(value) };
    }),
  );

describe("generated tables written as link files", { timeout: 60_000 }, () => {
  it("read back as the same entries, each located at its slug, and format to the same text", () => {
    fc.assert(
      fc.property(table, (files) => {
        const sources = linkSources(files);
        const parsed = parseRedirectTable(sources, { shops, allowedHosts: HOSTS, pages: pagesOf(files) });
        expect(parsed.map(withoutLocation)).toEqual(files.flat());
        parsed.forEach((located, i) => {
          const text = sources[i]?.text ?? "";
          const line = text.split("\n")[located.line - 1] ?? "";
          expect(line).toMatch(/^slug: /);
          expect(line).toContain(located.slug);
          expect(formatLinkFile(withoutLocation(located))).toBe(text);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("expand to their countries plus one rules per entry, the fallback last", () => {
    fc.assert(
      fc.property(table, (files) => {
        const sources = linkSources(files);
        const parsed = parseRedirectTable(sources, { shops, allowedHosts: HOSTS, pages: pagesOf(files) });
        const rules = expandTable(parsed, shops);
        expect(rules).toHaveLength(parsed.reduce((sum, value) => sum + value.countries.length + 1, 0));
        let at = 0;
        for (const value of parsed) {
          const own = rules.slice(at, at + value.countries.length + 1);
          at += own.length;
          expect(own.map((rule) => rule.conditions?.country)).toEqual([...value.countries, undefined]);
          for (const rule of own) {
            expect(rule.fromPath).toBe(`/redirects/${value.slug}/`);
            expect(new URL(rule.toPath).protocol).toBe("https:");
            expect(HOSTS.has(new URL(rule.toPath).host)).toBe(true);
          }
          const fallbackShop = shops.shops.find((shop) => shop.id === value.fallback);
          expect(new URL(own.at(-1)?.toPath ?? "").origin).toBe(fallbackShop?.origin);
          expect(new URL(own.at(-1)?.toPath ?? "").pathname).toBe(value.target);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// (b) Mutated fixture files give a table or a located ContentError, never anything else.

const FIXTURE = readLinkSources(FIXTURE_ROOT, path.join(FIXTURE_CONTENT, "redirects"));
const FIXTURE_CONTEXT = { shops, allowedHosts: allowedTargetHosts(shops, []), pages: FIXTURE_PAGES };

const mutation = fc.oneof(deleteLine, reindentLine, insertChar);

/** parseRedirectTable gives entries that expand, or throws a ContentError located in the files. */
const checkOutcome = (sources: readonly LinkSource[]): void => {
  let entries: LocatedEntry[];
  try {
    entries = parseRedirectTable(sources, FIXTURE_CONTEXT);
  } catch (error) {
    expectLocatedProblems(
      error,
      (file) => sources.find((source) => source.file === file)?.text.split("\n").length,
    );
    return;
  }
  expect(() => expandTable(entries, shops)).not.toThrow();
};

describe("the fixture redirect files, mutated", { timeout: 60_000 }, () => {
  quietYamlWarnings();

  it("parse as they are", () => {
    expect(parseRedirectTable(FIXTURE, FIXTURE_CONTEXT).length).toBeGreaterThanOrEqual(50);
  });

  /** One fixture file with mutations, parsed alone: every problem must then be in that file. */
  const mutatedFile = (mutations: fc.Arbitrary<Mutation[]>) =>
    fc
      .tuple(fc.constantFrom(...FIXTURE), mutations)
      .map(([source, changes]): LinkSource[] => [
        { ...source, text: changes.reduce(applyMutation, source.text) },
      ]);

  it("give a table or a located ContentError after line deletions", () => {
    fc.assert(fc.property(mutatedFile(fc.array(deleteLine, { minLength: 1, maxLength: 5 })), checkOutcome), {
      numRuns: RUNS,
    });
  });

  it("give a table or a located ContentError after character insertions", () => {
    fc.assert(fc.property(mutatedFile(fc.array(insertChar, { minLength: 1, maxLength: 5 })), checkOutcome), {
      numRuns: RUNS,
    });
  });

  it("give a table or a located ContentError after indentation changes", () => {
    fc.assert(
      fc.property(mutatedFile(fc.array(reindentLine, { minLength: 1, maxLength: 5 })), checkOutcome),
      { numRuns: RUNS },
    );
  });

  it("give a table or a located ContentError after mixed mutations of several files", () => {
    fc.assert(
      fc.property(fc.tuple(...FIXTURE.map(() => fc.array(mutation, { maxLength: 4 }))), (perFile) => {
        checkOutcome(
          FIXTURE.map((source, i) => ({
            ...source,
            text: (perFile[i] ?? []).reduce(applyMutation, source.text),
          })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("point a deleted fallback line at the link's first line", () => {
    // Deleting the `fallback:` line always gives `Shop for every other country is missing` at the slug line, the first.
    fc.assert(
      fc.property(fc.nat(FIXTURE.length - 1), (which) => {
        const source = FIXTURE[which];
        if (!source) return;
        const text = source.text.replace(/^fallback: .*\n/m, "");
        const sources = FIXTURE.map((candidate, i) => (i === which ? { ...candidate, text } : candidate));
        expect(() => parseRedirectTable(sources, FIXTURE_CONTEXT)).toThrow(
          `${source.file}:1: Shop for every other country is missing`,
        );
      }),
      { numRuns: 50 },
    );
  });
});

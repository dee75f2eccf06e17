import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { loadShops } from "../../src/shops/load-shops";
import { expandEntry } from "../../src/redirects/expand";
import { allowedTargetHosts, parseRedirectTable } from "../../src/redirects/load-table";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { slugOf, type RedirectRule } from "../../src/redirects/rule";
import { COUNTRY_CODES, isKnownCountry } from "../../src/country/reference";
import { stubsOverBudget, type BudgetFile } from "../../src/performance/budgets";
import {
  countryBitmap,
  shortZone,
  stubArgumentList,
  stubArguments,
  stubHtml,
  stubInputFor,
  stubScript,
  type StubInput,
} from "../../src/redirects/stub";
import { campaignRedirect } from "../../src/redirects/stub-script";
import { timeZonesOf } from "../../src/redirects/visitor-countries";
import { FIXTURE_ROOT } from "./support/fixture-content";

const ROOT = path.resolve(__dirname, "../..");
const shops = loadShops(FIXTURE_ROOT);
const { redirects: table } = loadCampaignLinks(FIXTURE_ROOT);
const { pages } = table;
const index = indexRules(table.rules);

const rulesOf = (slug: string): readonly RedirectRule[] => {
  const rules = rulesFor(index, slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  return rules;
};

/** The stub input the build uses. */
const inputOf = stubInputFor;

const rule = (toPath: string, country?: string): RedirectRule => ({
  fromPath: "/redirects/test-link/",
  toPath,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  ...(country ? { conditions: { country } } : {}),
});

/** The text of the stub's one inline script. */
const scriptOf = (html: string): string => {
  const open = html.indexOf("<script>");
  const close = html.indexOf("</script>", open);
  if (open < 0 || close < 0) throw new Error("no inline script");
  return html.slice(open + "<script>".length, close);
};

interface Visitor {
  search?: string;
  hash?: string;
  cookie?: string;
  /** undefined: a browser without navigator.languages. */
  languages?: readonly string[] | undefined;
  language?: string;
  /** The zone Intl reports; "throw" makes Intl.DateTimeFormat throw. */
  timeZone?: string;
}

/** The browser globals the stub reads, for one visitor; `replaced` collects where it sent them. */
const browserOf = (visitor: Visitor, replaced: string[]) => {
  const zone = visitor.timeZone ?? "Etc/UTC";
  return {
    location: {
      search: visitor.search ?? "",
      hash: visitor.hash ?? "",
      replace: (url: string) => {
        replaced.push(url);
      },
    },
    document: { cookie: visitor.cookie ?? "" },
    navigator:
      "languages" in visitor
        ? { languages: visitor.languages, language: visitor.language ?? "" }
        : { languages: [], language: visitor.language ?? "" },
    Intl: {
      DateTimeFormat: () => {
        if (zone === "throw") throw new RangeError("no Intl here");
        return { resolvedOptions: () => ({ timeZone: zone }) };
      },
    },
  };
};

/**
 * A browser tab for one stub: each visit sets the visitor's globals and runs the script again, and
 * gives the addresses it sent the visitor to. One context for many visits keeps large sweeps fast.
 */
const tabFor = (script: vm.Script) => {
  const context = vm.createContext({ URL, URLSearchParams });
  return (visitor: Visitor): string[] => {
    const replaced: string[] = [];
    Object.assign(context, browserOf(visitor, replaced));
    script.runInContext(context);
    return replaced;
  };
};

/** Runs the script as a browser would, and gives the addresses it sent the visitor to. */
const visit = (script: vm.Script, visitor: Visitor): string[] => tabFor(script)(visitor);

/** Calls the stub's function itself, as written, for one visitor; gives where it sent them. */
const callDirectly = (input: StubInput, visitor: Visitor): string[] => {
  const replaced: string[] = [];
  const { location, document, navigator, Intl } = browserOf(visitor, replaced);
  const { targets, shared, fallback, known, zones } = stubArguments(input);
  vi.stubGlobal("Intl", Intl);
  try {
    const browser = navigator as Pick<Navigator, "languages" | "language">;
    campaignRedirect(targets, shared, fallback, known, zones, location, document, browser);
  } finally {
    vi.unstubAllGlobals();
  }
  return replaced;
};

/** The one address the stub for `input` sends `visitor` to. */
const destination = (input: StubInput, visitor: Visitor = {}): string => {
  const replaced = visit(new vm.Script(scriptOf(stubHtml(input))), visitor);
  expect(replaced).toHaveLength(1);
  // The function as written sends the visitor where the page's minified script does.
  expect(callDirectly(input, visitor)).toEqual(replaced);
  return replaced[0] ?? "";
};

describe("stubArguments", () => {
  const rules = [
    rule("https://nl.babyshop.example/a/", "nl"),
    rule("https://eu.babyshop.example/a/", "be"),
    rule("https://nl.babyshop.example/second/", "nl"),
    rule("https://www.babyshop.example/a/"),
  ];

  it("maps each country to its first rule's target, and names the fallback, their shared end once", () => {
    const args = stubArguments({ rules, knownCountries: ["nl", "be"], timeZones: {} });
    expect(args.shared).toBe(".babyshop.example/a/");
    expect(args.targets).toEqual({ "https://nl": "nl", "https://eu": "be" });
    expect(args.fallback).toBe("https://www");
  });

  it("groups the countries sent to one target and leaves out those sent to the fallback", () => {
    const args = stubArguments({
      rules: [
        rule("https://eu.babyshop.example/b/?utm_source=qr-code", "at"),
        rule("https://eu.babyshop.example/b/?utm_source=qr-code", "be"),
        rule("https://www.babyshop.example/b/?utm_source=qr-code", "us"),
        rule("https://www.babyshop.example/b/?utm_source=qr-code"),
      ],
      knownCountries: ["at", "be", "us"],
      timeZones: { at: ["Europe/Vienna"], us: ["America/New_York"] },
    });
    expect(args).toMatchObject({
      targets: { "https://eu": "at be" },
      shared: ".babyshop.example/b/?utm_source=qr-code",
      fallback: "https://www",
      // The fallback's countries keep their clocks: the time zone still tells them from a language's region.
      zones: { at: "Vienna", us: "New_York" },
    });
  });

  it("writes the known countries as one bit mask per first letter", () => {
    const { known } = stubArguments({ rules, knownCountries: ["ab", "ad", "ba", "nl"], timeZones: {} });
    const masks = known.split(",");
    expect(masks).toHaveLength(26);
    expect(parseInt(masks[0] ?? "", 36)).toBe(0b1010);
    expect(parseInt(masks[1] ?? "", 36)).toBe(0b1);
    expect(parseInt(masks[13] ?? "", 36)).toBe(1 << 11);
    expect(masks.filter((mask) => mask !== "0")).toHaveLength(3);
  });

  it("fits every ISO country code in under 200 bytes", () => {
    expect(countryBitmap(COUNTRY_CODES).length).toBeLessThan(200);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
  });

  it("refuses a code that is not two lower-case letters", () => {
    expect(() => countryBitmap(["NL"])).toThrow('"NL" is not a lower-case two-letter code');
    expect(() => countryBitmap(["nld"])).toThrow();
  });

  it("keeps the time zones of the rules' countries only, space-separated, and leaves out empty lists", () => {
    const { zones } = stubArguments({
      rules,
      knownCountries: ["nl", "be"],
      timeZones: { nl: ["Europe/Amsterdam"], be: [], de: ["Europe/Berlin"] },
    });
    expect(zones).toEqual({ nl: "Amsterdam" });
    const { zones: real } = stubArguments(inputOf(rulesOf("qr-kitchen-1")));
    expect(real.nl).toBe("Amsterdam");
    expect(real.us?.split(" ")).toContain("New_York");
    expect(Object.keys(real)).toEqual(rulesOf("qr-kitchen-1").flatMap((r) => r.conditions?.country ?? []));
  });

  it("writes a zone without its region only where no other zone has that name", () => {
    expect(shortZone("Europe/Paris")).toBe("Paris");
    expect(shortZone("America/Indiana/Knox")).toBe("Indiana/Knox");
    // Istanbul is a zone of Europe and of Asia.
    expect(shortZone("Europe/Istanbul")).toBe("Europe/Istanbul");
  });

  it("throws, naming the path, without a fallback", () => {
    expect(() => stubArguments({ rules: rules.slice(0, 3), knownCountries: [], timeZones: {} })).toThrow(
      "/redirects/test-link/ has no fallback rule",
    );
  });
});

describe("stubHtml", () => {
  const rules = rulesOf("qr-kitchen-1");
  const html = stubHtml(inputOf(rules));
  const fallback = rules.at(-1)?.toPath ?? "";

  it("is a small page that search engines do not index", () => {
    expect(html.startsWith("<!doctype html>\n")).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<title>Babyshop – qr-kitchen-1</title>");
  });

  it("sends visitors without JavaScript to the fallback", () => {
    const escaped = fallback.replace(/&/g, "&amp;");
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="0;url=${escaped}"></noscript>`);
    expect(html).toContain(`<a href="${escaped}">Babyshop</a>`);
  });

  it("loads nothing from elsewhere: one inline script, no stylesheet", () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link[^>]*stylesheet/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/@import/i);
  });

  it("calls the stub script with the stub arguments", () => {
    const args = stubArgumentList(stubArguments(inputOf(rules)));
    expect(scriptOf(html)).toBe(`${stubScript()}(${args.map((arg) => JSON.stringify(arg)).join(",")})`);
  });

  it("writes the same bytes for the same rules", () => {
    expect(stubHtml(inputOf(rules))).toBe(html);
  });

  it("keeps every stub of the table within its budget, where `npm run budgets` finds its rules", () => {
    const budgets = JSON.parse(
      readFileSync(path.join(ROOT, "performance-budgets.json"), "utf8"),
    ) as BudgetFile;
    const stubs = [...index].map(([fromPath, slugRules]) => {
      const page = stubHtml(inputOf(slugRules));
      const args = stubArgumentList(stubArguments(inputOf(slugRules))).map((arg) => JSON.stringify(arg));
      // scripts/check-budgets.ts reads the arguments that follow the function's `})(`.
      expect(page).toContain(`})(${args.join(",")})</script>`);
      const [targets = "", shared = "", fallbackStart = "", , zones = ""] = args;
      const ruleBytes = targets.length + shared.length + fallbackStart.length + zones.length;
      return { slug: slugOf(fromPath), bytes: page.length, ruleBytes };
    });
    expect(stubs).toHaveLength(table.entries.length);
    expect(stubsOverBudget(stubs, budgets.redirectStubOverheadKb)).toEqual([]);
  });

  it("escapes the fallback in attributes", () => {
    const odd = [
      rule('https://nl.babyshop.example/a/?x="1"&y=<b>', "nl"),
      rule('https://www.babyshop.example/?q="a"&b=<c>'),
    ];
    const page = stubHtml({ rules: odd, knownCountries: ["nl"], timeZones: {} });
    const escaped = "https://www.babyshop.example/?q=&quot;a&quot;&amp;b=&lt;c&gt;";
    expect(page).toContain(`content="0;url=${escaped}"`);
    expect(page).toContain(`<a href="${escaped}">`);
    expect(page).not.toContain("<c>");
  });

  it("escapes < inside the script's JSON, so that a target cannot close the script", () => {
    const hostile = "https://www.babyshop.example/</script><script>alert(1)</script>";
    const page = stubHtml({
      rules: [rule(`${hostile}?nl`, "nl"), rule(hostile)],
      knownCountries: ["nl"],
      timeZones: {},
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(scriptOf(page)).toContain("\\u003c/script>");
    // The escaped JSON still reads back as the same addresses.
    const dest = destination(
      { rules: [rule(`${hostile}?nl`, "nl"), rule(hostile)], knownCountries: ["nl"], timeZones: {} },
      {
        search: "?country=nl",
      },
    );
    expect(dest).toBe(new URL(`${hostile}?nl`).href);
  });
});

describe("the stub script: where the visitor's country comes from", () => {
  // qr-package-bouncers lists nl, de, fr, es, at (EU shop), tw (Hong Kong shop), … and falls back to the US.
  const rules = rulesOf("qr-package-bouncers");
  const input = inputOf(rules);
  const to = (country: string | undefined) => resolveRule(rules, country).toPath;
  const go = (visitor: Visitor) => destination(input, visitor);

  it("sends a visitor with nothing to go by to the fallback", () => {
    expect(go({})).toBe(to(undefined));
  });

  it("follows the order query → cookie → time zone → language region → fallback", () => {
    const all: Visitor = {
      search: "?country=de",
      cookie: "country=fr",
      languages: ["es-ES"],
      timeZone: "Europe/Amsterdam",
    };
    expect(go(all)).toBe(to("de"));
    expect(go({ ...all, search: "" })).toBe(to("fr"));
    expect(go({ ...all, search: "", cookie: "" })).toBe(to("nl"));
    expect(go({ ...all, search: "", cookie: "", timeZone: "Etc/UTC" })).toBe(to("es"));
    expect(go({ ...all, search: "", cookie: "", timeZone: "Etc/UTC", languages: [] })).toBe(to(undefined));
  });

  it.each(["?country=nl", "?country=NL", "?country=Nl", "?country=%20nl%20", "?country=nL"])(
    "reads %s in any case",
    (search) => {
      expect(go({ search, cookie: "country=de" })).toBe(to("nl"));
    },
  );

  it.each([
    "?country=xx",
    "?country=",
    "?country=nld",
    "?country=n",
    "?country=zz",
    "?country=uk",
    "?country=%3Cscript%3E",
    "?country=https://evil.example/",
    "?country=nl%22%3E",
    "?country=__proto__",
    "?country=constructor",
    // The Kelvin sign and a long s lower-case and upper-case to letters of a code (kr, se).
    "?country=%E2%84%AAr",
    "?country=%C5%BFe",
  ])("skips the unknown or hostile query %s and reads the cookie", (search) => {
    expect(go({ search, cookie: "country=de" })).toBe(to("de"));
  });

  it.each([
    "country=zz",
    "country=",
    "country=<img src=x>",
    "country=https%3A%2F%2Fevil.example",
    "country=n l",
    "mycountry=de",
    "country_code=de",
  ])("skips the unknown or hostile cookie %j and reads the language", (cookie) => {
    expect(go({ cookie, languages: ["fr-FR"] })).toBe(to("fr"));
  });

  it("finds the country cookie among other cookies, decoded", () => {
    expect(go({ cookie: "a=1; country=at; b=2" })).toBe(to("at"));
    expect(go({ cookie: "consent=yes;country=tw" })).toBe(to("tw"));
    expect(go({ cookie: "country=%6El" })).toBe(to("nl"));
    expect(go({ cookie: "country=DE" })).toBe(to("de"));
  });

  it("skips a cookie that is not valid percent-encoding", () => {
    expect(go({ cookie: "country=%E0%A4%A", languages: ["fr-FR"] })).toBe(to("fr"));
  });

  it("skips a language without a region and reads the next one", () => {
    expect(go({ languages: ["nl", "de-AT"] })).toBe(to("at"));
    expect(go({ languages: ["nl"] })).toBe(to(undefined));
  });

  it.each([
    ["de-AT", "at"],
    ["zh-Hant-TW", "tw"],
    ["en-us", "us"],
    ["fr-FR", "fr"],
    ["nl-NL", "nl"],
  ])("reads the region of %s as %s", (language, country) => {
    expect(go({ languages: [language] })).toBe(to(country));
  });

  it("skips numeric regions, scripts and regions that are not countries", () => {
    expect(go({ languages: ["es-419", "sr-Latn", "en-ZZ", "en-GB"] })).toBe(to("gb"));
  });

  it("sends a browser whose first region is a country without a rule to the fallback", () => {
    expect(go({ languages: ["pt-BR", "en-GB"] })).toBe(to(undefined));
  });

  it("uses navigator.language when the browser has no navigator.languages", () => {
    expect(go({ languages: undefined, language: "de-AT" })).toBe(to("at"));
  });

  it("prefers the time zone (where the visitor is) over the language (what they prefer)", () => {
    expect(go({ languages: ["en-US"], timeZone: "Europe/Amsterdam" })).toBe(to("nl"));
    expect(go({ languages: ["de-DE"], timeZone: "Europe/Amsterdam" })).toBe(to("nl"));
  });

  it("reads the language when the time zone is none of the slug's countries'", () => {
    expect(go({ languages: ["de-DE"], timeZone: "America/Sao_Paulo" })).toBe(to("de"));
  });

  it.each([
    ["Europe/Amsterdam", "nl"],
    ["Europe/Brussels", "be"],
    ["Europe/Vienna", "at"],
    ["Asia/Taipei", "tw"],
    ["America/Los_Angeles", "us"],
    ["Europe/Stockholm", "se"],
  ])("reads the time zone %s as %s", (timeZone, country) => {
    expect(go({ timeZone })).toBe(to(country));
  });

  it("does not take a zone for part of another zone's name", () => {
    expect(go({ timeZone: "Europe/Amster" })).toBe(to(undefined));
    expect(go({ timeZone: "Amsterdam" })).toBe(to(undefined));
  });

  it("falls back when the time zone is unknown or Intl fails", () => {
    expect(go({ timeZone: "Mars/Olympus_Mons" })).toBe(to(undefined));
    expect(go({ timeZone: "throw" })).toBe(to(undefined));
  });

  it("recognises only the zones of the slug's countries", () => {
    // be is not listed for qr-kitchen-1: a Brussels clock gets the fallback, not the EU shop.
    const kitchen = rulesOf("qr-kitchen-1");
    expect(destination(inputOf(kitchen), { timeZone: "Europe/Brussels" })).toBe(
      resolveRule(kitchen, undefined).toPath,
    );
    expect(destination(inputOf(kitchen), { timeZone: "Europe/Amsterdam" })).toBe(
      resolveRule(kitchen, "nl").toPath,
    );
  });

  it("sends a known country without a rule of its own to the fallback", () => {
    const kitchen = rulesOf("qr-kitchen-1");
    expect(destination(inputOf(kitchen), { search: "?country=be", languages: ["nl-NL"] })).toBe(
      resolveRule(kitchen, "be").toPath,
    );
  });
});

describe("the stub script: the address it sends the visitor to", () => {
  const kitchen = rulesOf("qr-kitchen-1");
  const input = inputOf(kitchen);
  const go = (visitor: Visitor) => new URL(destination(input, visitor));

  it("passes other query parameters on and drops country", () => {
    const url = go({ search: "?country=nl&gclid=abc&ref=poster" });
    expect(url.origin + url.pathname).toBe("https://nl.babyshop.example/categories/kitchen/");
    expect(url.searchParams.get("gclid")).toBe("abc");
    expect(url.searchParams.get("ref")).toBe("poster");
    expect(url.searchParams.has("country")).toBe(false);
    expect(url.searchParams.get("utm_campaign")).toBe("kitchen");
  });

  it("keeps the target's own parameters over the visitor's", () => {
    const url = go({ search: "?country=nl&utm_source=evil&utm_campaign=other" });
    expect(url.searchParams.getAll("utm_source")).toEqual(["instore"]);
    expect(url.searchParams.getAll("utm_campaign")).toEqual(["kitchen"]);
  });

  it("passes utm parameters on where the target has none (au)", () => {
    const url = go({ search: "?country=au&utm_source=newsletter" });
    expect(url.href).toBe("https://au.babyshop.example/categories/kitchen/?utm_source=newsletter");
  });

  it("keeps the hash", () => {
    expect(go({ search: "?country=de", hash: "#reviews" }).href).toBe(
      "https://de.babyshop.example/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen#reviews",
    );
  });

  it("sends exactly the rule's target when there is nothing to add", () => {
    expect(go({ search: "?country=de" }).href).toBe(resolveRule(kitchen, "de").toPath);
  });

  it("keeps the target's own hash when the visitor's address has none", () => {
    const text = [
      "slug: mesh-test",
      "target: /categories/baby-carriers/",
      "countries: [jp]",
      "fallback: us",
      "overrides:",
      "  - { country: jp, url: https://www.babyshop-japan.example/topics/mesh/#carriers }",
      "",
    ].join("\n");
    const [entry] = parseRedirectTable([{ file: "a.yaml", text }], {
      shops,
      allowedHosts: allowedTargetHosts(shops, []),
      pages,
    });
    if (!entry) throw new Error("no entry");
    const rules = expandEntry(entry, shops);
    expect(rules[0]?.toPath).toBe("https://www.babyshop-japan.example/topics/mesh/#carriers");
    expect(destination(inputOf(rules), { search: "?country=jp" })).toBe(
      "https://www.babyshop-japan.example/topics/mesh/#carriers",
    );
  });

  it("never goes anywhere but a rule's target", () => {
    const targets = new Set(kitchen.map((r) => r.toPath));
    for (const search of [
      "?country=https://evil.example",
      "?next=https://evil.example",
      "?country=nl&to=//evil",
    ]) {
      const url = go({ search });
      const bare = new URL(url.href);
      for (const name of [...bare.searchParams.keys()])
        if (!name.startsWith("utm_")) bare.searchParams.delete(name);
      expect(targets.has(bare.href)).toBe(true);
      expect(url.hostname.endsWith(".example")).toBe(true);
      expect(url.hostname).not.toBe("evil.example");
    }
  });
});

describe("the stub script on the fixture table", { timeout: 60_000 }, () => {
  // Everything else about this visitor points at the US shop: an English (US) browser in New York.
  const american: Visitor = { languages: ["en-US"], timeZone: "America/New_York" };

  it("agrees with resolveRule for every slug and every ISO country, by query and by cookie", () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (const [fromPath, rules] of index) {
      const tab = tabFor(new vm.Script(scriptOf(stubHtml(inputOf(rules))), { filename: fromPath }));
      for (const country of COUNTRY_CODES) {
        const expected = resolveRule(rules, country).toPath;
        const visitors: Visitor[] = [
          { ...american, search: `?country=${country}`, cookie: "country=us" },
          { ...american, search: `?country=${country.toUpperCase()}` },
          { ...american, cookie: `country=${country}` },
        ];
        for (const visitor of visitors) {
          const replaced = tab(visitor);
          if (replaced.length !== 1 || replaced[0] !== expected)
            disagreements.push(
              `${fromPath} ${JSON.stringify(visitor)}: ${replaced.join(", ")} ≠ ${expected}`,
            );
        }
        checked += 1;
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBe(table.entries.length * COUNTRY_CODES.length);
  });

  it("sends a country without a rule of its own to the slug's fallback, even an English (US) browser", () => {
    const fallbackToEu = [...index.values()].filter((rules) =>
      resolveRule(rules, undefined).toPath.includes("eu."),
    );
    expect(fallbackToEu.length).toBeGreaterThan(0);
    for (const rules of [...index.values()]) {
      const script = new vm.Script(scriptOf(stubHtml(inputOf(rules))));
      for (const country of ["br", "ar", "ch"]) {
        expect(visit(script, { ...american, search: `?country=${country}` })).toEqual([
          resolveRule(rules, undefined).toPath,
        ]);
      }
    }
  });

  it("reads a two-letter value as a country exactly when the country table knows it", () => {
    // A slug whose fallback is not the US target, so that the cookie's answer differs from it.
    const rules = [...index.values()].find(
      (candidate) => resolveRule(candidate, undefined).toPath !== resolveRule(candidate, "us").toPath,
    );
    if (!rules) throw new Error("no slug falls back elsewhere than its US rule");
    const script = new vm.Script(scriptOf(stubHtml(inputOf(rules))));
    const viaCookie = [resolveRule(rules, "us").toPath];
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const expected = isKnownCountry(code) ? [resolveRule(rules, code).toPath] : viaCookie;
        expect(visit(script, { search: `?country=${code}`, cookie: "country=us" }), code).toEqual(expected);
      }
    }
  });

  it("reads each listed country from its own time zone", () => {
    for (const [fromPath, rules] of index) {
      const script = new vm.Script(scriptOf(stubHtml(inputOf(rules))), { filename: fromPath });
      for (const [country, zones] of Object.entries(timeZonesOf(rules))) {
        const zone = zones[0];
        if (!zone) continue;
        expect(visit(script, { timeZone: zone }), `${fromPath} ${zone}`).toEqual([
          resolveRule(rules, country).toPath,
        ]);
      }
    }
  });
});

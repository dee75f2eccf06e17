import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import {
  allowedTargetHosts,
  parseAllowedHosts,
  parseRedirectTable,
  type SourceFile,
} from "../../src/redirects/load-table";
import { loadRedirectTable } from "../../src/redirects/load-redirects";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { FIXTURE_ROOT } from "./support/fixture-content";
import { kitchenLinkLines } from "./support/redirects";

const { shops, redirects } = loadCampaignLinks(FIXTURE_ROOT);
const PAGES = redirects.pages;
const FILE = "content/redirects/test.yaml";
const OTHER = "content/redirects/other.yaml";
const SHOP_IDS = "us, gb, nl, se, de, fr, es, it, ca, au, hk, kr, eu, jp";

const yaml = (...lines: string[]): string => `${lines.join("\n")}\n`;

/** A valid entry; line numbers are given next to each line. */
const HEAD = [
  "# a campaign link", //                                                  1
  "slug: test-link", //                                                 2
  "target: /categories/kitchen/", //                                    3
  "countries:", //                                                      4
  "  - nl", //                                                          5
  "  - de", //                                                          6
  "fallback: us", //                                                    7
  "tracking: { source: instore, medium: qrcode, campaign: kitchen }", // 8
];

/** HEAD with line `line` (1-based) replaced by `text`, or removed when `text` is null. */
const headWith = (line: number, text: string | null): string[] =>
  HEAD.flatMap((original, i) => (i + 1 === line ? (text === null ? [] : [text]) : [original]));

/** HEAD plus an overrides list whose first override is on line 10. */
const withOverrides = (...overrideLines: string[]): string =>
  yaml(...HEAD, "overrides:", ...overrideLines.map((line) => `  ${line}`));

const parse = (sources: readonly SourceFile[], allowList: readonly string[] = []) =>
  parseRedirectTable(sources, { shops, allowedHosts: allowedTargetHosts(shops, allowList), pages: PAGES });

/** Words a marketer would not understand: schema-library jargon and leaked values. */
const JARGON = /Invalid (input|key)|invalid_|regex|zod|expected|received|undefined|\[object/i;

const problemsOf = (sources: readonly SourceFile[], allowList: readonly string[] = []): ContentProblem[] => {
  let caught: unknown;
  try {
    parse(sources, allowList);
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof ContentError)) throw new Error(`expected a ContentError, got ${String(caught)}`);
  expect(caught.message).toBe(caught.problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join("\n"));
  return [...caught.problems];
};

const problemsOfText = (text: string, allowList: readonly string[] = []): ContentProblem[] =>
  problemsOf([{ file: FILE, text }], allowList);

/** Exactly one problem, in plain words. */
const onlyProblem = (text: string, allowList: readonly string[] = []): ContentProblem => {
  const problems = problemsOfText(text, allowList);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  if (!problem) throw new Error("no problem");
  expect(problem.message).not.toMatch(JARGON);
  return problem;
};

/** One test per case: its text has exactly one problem, in plain words, at `line` of FILE. */
const reportsOne = (cases: [name: string, text: string, line: number, message: string][]) =>
  it.each(cases)("reports %s", (_, text, line, message) => {
    expect(onlyProblem(text)).toEqual({ file: FILE, line, message });
  });

const TARGET_RULE =
  "Page: a page is a path like /categories/kitchen/ (lower case, starting and ending with /)";
const NO_SHOP_FOR_BR =
  "Countries: no shop sells to Brazil (br): give it an exception with a Shop or an Address, or take it off";
const TRACKING_RULE = "only lower-case letters, digits, dashes, dots and underscores";

describe("parseRedirectTable: a valid table", () => {
  it("gives back the entry, located at its first line", () => {
    expect(parse([{ file: FILE, text: yaml(...HEAD) }])).toEqual([
      {
        slug: "test-link",
        target: "/categories/kitchen/",
        countries: ["nl", "de"],
        fallback: "us",
        tracking: { source: "instore", medium: "qrcode", campaign: "kitchen" },
        file: FILE,
        line: 2,
      },
    ]);
  });

  it("reads the entries of several files in order", () => {
    const second = yaml("# comment", "", "slug: second", ...HEAD.slice(2));
    const entries = parse([
      { file: FILE, text: yaml(...HEAD) },
      { file: OTHER, text: second },
    ]);
    expect(entries.map((entry) => [entry.slug, entry.file, entry.line])).toEqual([
      ["test-link", FILE, 2],
      ["second", OTHER, 3],
    ]);
  });

  it("accepts no files at all", () => {
    expect(parse([])).toEqual([]);
  });

  it("accepts every kind of override the README shows", () => {
    const text = yaml(...kitchenLinkLines("us, de, se, fr, es, gb, nl, au, jp, pl"));
    const entries = parse([{ file: FILE, text }]);
    expect(entries[0]?.overrides).toEqual([
      { country: "nl", target: "/categories/bathroom/" },
      { country: "au", noTracking: true },
      { country: "jp", url: "https://www.babyshop-japan.example/topics/kitchen/" },
      { country: "pl", shop: "eu" },
    ]);
  });
});

describe("parseRedirectTable: countries", () => {
  reportsOne([
    [
      "an unknown country code at its line",
      yaml(...headWith(6, "  - zz")),
      6,
      'Countries: "zz" is not a country code',
    ],
    [
      "a country code that is not two lower-case letters",
      yaml(...headWith(6, "  - DE")),
      6,
      "Countries: a country is a two-letter code in lower case, like nl or gb",
    ],
    [
      "a country listed twice at its second place",
      yaml(...HEAD.slice(0, 6), "  - nl", ...HEAD.slice(6)),
      7,
      "Countries: Netherlands (nl) is listed twice",
    ],
    [
      "an empty countries list",
      yaml(...HEAD.slice(0, 3), "countries: []", ...HEAD.slice(6)),
      4,
      "Countries: pick at least one country",
    ],
    ["a country no shop sells to, without an override", yaml(...headWith(6, "  - br")), 6, NO_SHOP_FOR_BR],
    [
      "a country no shop sells to when its override only changes the page",
      yaml(...headWith(6, "  - br"), "overrides:", "  - { country: br, target: /categories/bathroom/ }"),
      6,
      NO_SHOP_FOR_BR,
    ],
  ]);

  it("accepts a country no shop sells to with a url override", () => {
    const text = yaml(
      ...headWith(6, "  - br"),
      "overrides:",
      "  - { country: br, url: https://www.babyshop.example/guides/returns/ }",
    );
    expect(parse([{ file: FILE, text }])[0]?.countries).toEqual(["nl", "br"]);
  });

  it("accepts a country no shop sells to with a shop override", () => {
    const text = yaml(...headWith(6, "  - br"), "overrides:", "  - { country: br, shop: us }");
    expect(parse([{ file: FILE, text }])[0]?.overrides).toEqual([{ country: "br", shop: "us" }]);
  });
});

describe("parseRedirectTable: fallback", () => {
  reportsOne([
    [
      "an unknown fallback shop at its line, naming the shops",
      yaml(...headWith(7, "fallback: mars")),
      7,
      `Shop for every other country: "mars" is not a shop (the shops: ${SHOP_IDS})`,
    ],
    [
      "a missing fallback at the entry",
      yaml(...headWith(7, null)),
      2,
      "Shop for every other country is missing",
    ],
    [
      "an empty fallback",
      yaml(...headWith(7, 'fallback: ""')),
      7,
      "Shop for every other country: pick a shop, like us or eu",
    ],
  ]);

  it("accepts the EU shop as fallback", () => {
    expect(parse([{ file: FILE, text: yaml(...headWith(7, "fallback: eu")) }])[0]?.fallback).toBe("eu");
  });
});

describe("parseRedirectTable: overrides", () => {
  reportsOne([
    [
      "an override for a country that is not listed",
      withOverrides("- { country: se, target: /categories/bathroom/ }"),
      10,
      "Exception for Sweden (se): it is not in Countries: add it there first",
    ],
    [
      "an override with both a target and a url",
      withOverrides(
        "- { country: nl, target: /categories/bathroom/, url: https://nl.babyshop.example/categories/bathroom/ }",
      ),
      10,
      "Exception for Netherlands (nl): give it a Page or an Address, not both",
    ],
    [
      "an override with both a shop and a url",
      withOverrides("- { country: nl, shop: de, url: https://nl.babyshop.example/categories/bathroom/ }"),
      10,
      "Exception for Netherlands (nl): give it a Shop or an Address, not both",
    ],
    [
      "an unknown override shop at the shop's own line",
      withOverrides("- country: nl", "  target: /categories/bathroom/", "  shop: mars"),
      12,
      `Exception for Netherlands (nl), Shop: "mars" is not a shop (the shops: ${SHOP_IDS})`,
    ],
    [
      "an unknown field in an override",
      withOverrides("- { country: nl, taget: /categories/bathroom/ }"),
      10,
      'unknown field "taget" in entry 1 of "overrides": check the spelling',
    ],
    [
      "a bad override target",
      withOverrides("- { country: nl, target: categories/bathroom }"),
      10,
      `Exception for Netherlands (nl), ${TARGET_RULE}`,
    ],
  ]);

  it("reports every problem of one override", () => {
    const problems = problemsOfText(
      withOverrides("- { country: se, shop: mars, url: http://evil.example/ }"),
    );
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [10, "Exception for Sweden (se): it is not in Countries: add it there first"],
      [10, "Exception for Sweden (se): give it a Shop or an Address, not both"],
      [10, `Exception for Sweden (se), Shop: "mars" is not a shop (the shops: ${SHOP_IDS})`],
      [10, 'Exception for Sweden (se), Address: "http://evil.example/" must start with https://'],
    ]);
  });

  it("explains an override for a country code in capitals in plain words", () => {
    const problem = onlyProblem(withOverrides("- { country: NL, target: /categories/bathroom/ }"));
    expect(problem).toEqual({
      file: FILE,
      line: 10,
      message: "Exception 1, Country: a country is a two-letter code in lower case, like nl or gb",
    });
  });
});

describe("parseRedirectTable: override urls", () => {
  const urlOverride = (url: string) => withOverrides(`- { country: nl, url: "${url}" }`);
  const urlProblem = (url: string) => onlyProblem(urlOverride(url));

  reportsOne([
    [
      "a url that is not https",
      urlOverride("http://nl.babyshop.example/x/"),
      10,
      'Exception for Netherlands (nl), Address: "http://nl.babyshop.example/x/" must start with https://',
    ],
    [
      "something that is not a web address",
      urlOverride("nl.babyshop.example/x/"),
      10,
      'Exception for Netherlands (nl), Address: "nl.babyshop.example/x/" is not a web address',
    ],
    [
      "a host that is neither a shop's nor on the allow-list",
      urlOverride("https://evil.example/x/"),
      10,
      "Exception for Netherlands (nl), Address: links may not leave for evil.example: it is no shop's, nor one of the sites links may go to (a developer can add it)",
    ],
    [
      "a url with a user name and password",
      urlOverride("https://user:secret@nl.babyshop.example/x/"),
      10,
      'Exception for Netherlands (nl), Address: "https://user:secret@nl.babyshop.example/x/" must not contain a user name or password',
    ],
  ]);

  it("reports a shop host on another port", () => {
    expect(urlProblem("https://nl.babyshop.example:8443/x/").message).toContain(
      "links may not leave for nl.babyshop.example:8443:",
    );
  });

  it("reports a url with a user name alone", () => {
    expect(urlProblem("https://user@nl.babyshop.example/x/").message).toContain(
      "must not contain a user name",
    );
  });

  it("reports the url at its own line in a block override", () => {
    const text = withOverrides("- country: nl", "  noTracking: true", "  url: https://evil.example/x/");
    expect(onlyProblem(text).line).toBe(12);
  });

  it("accepts an allow-listed host only when it is on the list", () => {
    const text = withOverrides("- { country: nl, url: https://topics.example.org/baby/ }");
    expect(parse([{ file: FILE, text }], ["topics.example.org"])[0]?.overrides?.[0]?.url).toBe(
      "https://topics.example.org/baby/",
    );
    expect(onlyProblem(text).message).toContain("links may not leave for topics.example.org:");
  });

  it("accepts another shop's origin without an allow-list", () => {
    for (const shop of shops.shops) {
      const text = withOverrides(`- { country: nl, url: ${shop.origin}/guides/returns/ }`);
      expect(parse([{ file: FILE, text }])).toHaveLength(1);
    }
  });

  it("accepts a shop host written in capitals", () => {
    expect(
      parse([
        { file: FILE, text: withOverrides("- { country: nl, url: https://NL.Babyshop.example/stores/ }") },
      ]),
    ).toHaveLength(1);
  });
});

describe("parseRedirectTable: fields", () => {
  it.each(["Test-Link", "test_link", "test--link", "-test-link", "test-link-", "test link"])(
    "reports the bad slug %j",
    (slug) => {
      expect(onlyProblem(yaml(...headWith(2, `slug: "${slug}"`)))).toEqual({
        file: FILE,
        line: 2,
        message: "Short link: lower-case words joined by dashes, like qr-kitchen-1",
      });
    },
  );

  it.each([
    ["no leading slash", "categories/kitchen/"],
    ["no trailing slash", "/categories/kitchen"],
    ["a step up", "/categories/../kitchen/"],
    ["upper case", "/Categories/Kitchen/"],
    ["a query", "/categories/kitchen/?a=1"],
    ["a full address", "https://nl.babyshop.example/categories/kitchen/"],
    ["a double slash", "/categories//kitchen/"],
  ])("reports a target with %s", (_, target) => {
    expect(onlyProblem(yaml(...headWith(3, `target: "${target}"`)))).toEqual({
      file: FILE,
      line: 3,
      message: TARGET_RULE,
    });
  });

  it("accepts the shop's home page as target", () => {
    expect(parse([{ file: FILE, text: yaml(...headWith(3, "target: /")) }])[0]?.target).toBe("/");
  });

  it("reports tracking values in capitals or with spaces, one problem per value", () => {
    const text = yaml(...headWith(8, "tracking: { source: Instore, medium: qr code, campaign: kitchen }"));
    const problems = problemsOfText(text);
    expect(problems).toEqual([
      { file: FILE, line: 8, message: `Tracking, Source: ${TRACKING_RULE}` },
      { file: FILE, line: 8, message: `Tracking, Medium: ${TRACKING_RULE}` },
    ]);
  });

  reportsOne([
    [
      "a tracking value that is too long",
      yaml(...headWith(8, `tracking: { source: instore, medium: qrcode, campaign: ${"a".repeat(65)} }`)),
      8,
      `Tracking, Campaign: ${TRACKING_RULE}`,
    ],
    [
      "an unknown tracking field",
      yaml(...headWith(8, "tracking: { source: a, medium: b, campaign: c, content: d }")),
      8,
      'unknown field "content" in "tracking": check the spelling',
    ],
    [
      "tracking: false, the old way to say none",
      yaml(...headWith(8, "tracking: false")),
      8,
      "Tracking should be a set of fields",
    ],
    [
      "an unknown field at its entry",
      yaml(...HEAD, "nte: printed on the sign"),
      2,
      'unknown field "nte": check the spelling',
    ],
    ["a note that is not text", yaml(...HEAD, "note: 12"), 9, "Note should be text"],
    ["an empty file", "", 1, "the file should be a set of fields"],
    ["a file with a list of links", yaml("- slug: test-link"), 1, "the file should be a set of fields"],
  ]);

  it("accepts a link without tracking: no tracking parameters", () => {
    expect(parse([{ file: FILE, text: yaml(...headWith(8, null)) }])[0]).not.toHaveProperty("tracking");
  });

  it("names the missing tracking value in plain words", () => {
    const text = yaml(...headWith(8, "tracking: { source: instore, campaign: kitchen }"));
    expect(onlyProblem(text).message).toContain("Medium");
  });

  it("reports a misspelt field as unknown, and the real one as missing", () => {
    expect(problemsOfText(yaml(...headWith(2, "slg: test-link")))).toEqual([
      { file: FILE, line: 2, message: "Short link is missing" },
      { file: FILE, line: 2, message: 'unknown field "slg": check the spelling' },
    ]);
  });
});

describe("parseRedirectTable: malformed YAML", () => {
  reportsOne([
    [
      "an unclosed quote where it was opened",
      yaml(...headWith(3, "target: '/categories/kitchen/")),
      3,
      "this is not valid YAML (a quote or bracket is not closed)",
    ],
    [
      "a key written twice",
      yaml(...HEAD, "fallback: eu"),
      9,
      "this is not valid YAML (a key appears twice in the same entry)",
    ],
    [
      "an alias without an anchor",
      yaml(...headWith(8, "tracking: *plain")),
      8,
      '"*plain" refers to an anchor "&plain" that is not defined above it',
    ],
  ]);

  it("reports a tab used for indentation at its line", () => {
    const problems = problemsOfText(yaml(...headWith(7, "\tfallback: us")));
    expect(problems[0]).toEqual({ file: FILE, line: 7, message: "this is not valid YAML (tab as indent)" });
    for (const problem of problems) {
      expect(problem.line).toBe(7);
      expect(problem.message).toMatch(/^this is not valid YAML \(.+\)$/);
    }
  });

  it("reports a field indented too deep at its own line or the one above", () => {
    const problems = problemsOfText(yaml(...headWith(3, "  target: /categories/kitchen/")));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.file).toBe(FILE);
      expect([2, 3]).toContain(problem.line);
      expect(problem.message).toMatch(/^this is not valid YAML \(/);
    }
  });

  it("reports an unclosed [ on the line it was opened", () => {
    const text = yaml(...HEAD.slice(0, 3), "countries: [nl, de", ...HEAD.slice(6));
    expect(problemsOfText(text)).toContainEqual({
      file: FILE,
      line: 4,
      message: "this is not valid YAML (a [ list is not closed with ])",
    });
  });

  it("reports an unclosed [ somewhere, in YAML words (the line is the bug above)", () => {
    const text = yaml(...HEAD.slice(0, 3), "countries: [nl, de", ...HEAD.slice(6));
    const problems = problemsOfText(text);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.file).toBe(FILE);
      expect(problem.message).toMatch(/^this is not valid YAML \(/);
    }
  });

  it("does not blame a quote or bracket for a field indented one space too little", () => {
    const problems = problemsOfText(withOverrides("- country: nl", "   shop: us"));
    expect([10, 11]).toContain(problems[0]?.line);
    for (const problem of problems) expect(problem.message).not.toContain("quote or bracket");
  });
});

describe("parseRedirectTable: pages the shops do not have", () => {
  reportsOne([
    [
      "a target page no shop builds at the target's line",
      yaml(...headWith(3, "target: /categories/kichen/")),
      3,
      "Page: the shops have no page /categories/kichen/: did you mean /categories/kitchen/?",
    ],
    [
      "an override's target page at its own line",
      withOverrides("- country: nl", "  noTracking: true", "  target: /guides/no-such-guide/"),
      12,
      "Exception for Netherlands (nl), Page: the shops have no page /guides/no-such-guide/",
    ],
    [
      "an address on a shop built here that is not one of its pages",
      withOverrides("- { country: nl, url: https://nl.babyshop.example/categories/kichen/?a=1 }"),
      10,
      "Exception for Netherlands (nl), Address: the shops have no page /categories/kichen/: did you mean /categories/kitchen/?",
    ],
  ]);

  it("accepts any page of a site that is not built here", () => {
    const japan = shops.shops.find((shop) => shop.external);
    if (!japan) throw new Error("no external shop");
    expect(
      parse([
        { file: FILE, text: withOverrides(`- { country: nl, url: ${japan.origin}/topics/anything/ }`) },
      ]),
    ).toHaveLength(1);
  });
});

describe("parseRedirectTable: the table as a whole", () => {
  it("reports a slug used in two files, naming the first place", () => {
    const second = yaml("# Another file", ...HEAD);
    expect(
      problemsOf([
        { file: FILE, text: yaml(...HEAD) },
        { file: OTHER, text: second },
      ]),
    ).toEqual([
      {
        file: OTHER,
        line: 3,
        message: `Short link: test-link is already taken by another link (${FILE}:2): pick another`,
      },
    ]);
  });

  it("names the first place on every later use", () => {
    const problems = problemsOf(
      [FILE, OTHER, "content/redirects/third.yaml"].map((file) => ({ file, text: yaml(...HEAD) })),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      `Short link: test-link is already taken by another link (${FILE}:2): pick another`,
      `Short link: test-link is already taken by another link (${FILE}:2): pick another`,
    ]);
  });

  it("reports every problem of every file at once", () => {
    const first = yaml(
      ...headWith(6, "  - zz").map((line) => line.replace("fallback: us", "fallback: mars")),
    );
    const broken = yaml("# broken", "slug: 'broken", "target: /x/");
    const fine = yaml("# fine", "slug: fine-link", ...HEAD.slice(2));
    const duplicate = yaml(...HEAD);
    const problems = problemsOf([
      { file: "a.yaml", text: first },
      { file: "b.yaml", text: broken },
      { file: "c.yaml", text: fine },
      { file: "d.yaml", text: duplicate },
    ]);
    expect(problems).toEqual([
      {
        file: "a.yaml",
        line: 7,
        message: `Shop for every other country: "mars" is not a shop (the shops: ${SHOP_IDS})`,
      },
      { file: "a.yaml", line: 6, message: 'Countries: "zz" is not a country code' },
      { file: "b.yaml", line: 2, message: "this is not valid YAML (a quote or bracket is not closed)" },
      {
        file: "d.yaml",
        line: 2,
        message: "Short link: test-link is already taken by another link (a.yaml:2): pick another",
      },
    ]);
  });

  it("reports the schema problems of one file and the table problems of another together", () => {
    const problems = problemsOf([
      { file: "a.yaml", text: yaml(...headWith(2, "slug: Bad_Slug")) },
      { file: "b.yaml", text: withOverrides("- { country: se, target: /stores/ }") },
    ]);
    expect(problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual(["a.yaml:2", "b.yaml:10"]);
  });
});

describe("allowedTargetHosts", () => {
  it("has every shop's host and the allow-list", () => {
    const hosts = allowedTargetHosts(shops, ["topics.example.org"]);
    for (const shop of shops.shops) expect(hosts.has(new URL(shop.origin).host)).toBe(true);
    expect(hosts.has("www.babyshop-japan.example")).toBe(true);
    expect(hosts.has("topics.example.org")).toBe(true);
    expect(hosts.size).toBe(shops.shops.length + 1);
    expect(hosts.has("https://nl.babyshop.example")).toBe(false);
  });
});

describe("parseAllowedHosts", () => {
  const HOSTS = "content/redirects/allowed-hosts.yaml";

  it("reads the list", () => {
    expect(
      parseAllowedHosts({ file: HOSTS, text: "allowedHosts:\n  - topics.example.org\n  - a-b.example\n" }),
    ).toEqual(["topics.example.org", "a-b.example"]);
    expect(parseAllowedHosts({ file: HOSTS, text: "allowedHosts: []\n" })).toEqual([]);
  });

  const hostProblems = (text: string): readonly ContentProblem[] => {
    try {
      parseAllowedHosts({ file: HOSTS, text });
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    throw new Error("expected a ContentError");
  };

  it("reports each bad host at its line", () => {
    const text =
      "allowedHosts:\n  - Topics.Example.org\n  - ok.example.org\n  - nodot\n  - https://x.example\n";
    const message = '"allowedHosts": a host is a name like topics.example.org';
    expect(hostProblems(text)).toEqual([
      { file: HOSTS, line: 2, message },
      { file: HOSTS, line: 4, message },
      { file: HOSTS, line: 5, message },
    ]);
  });

  it("reports a host that is not in a list", () => {
    expect(hostProblems("allowedHosts: topics.example.org\n")).toEqual([
      { file: HOSTS, line: 1, message: '"allowedHosts" should be a list' },
    ]);
  });

  it("reports a misspelt field", () => {
    expect(hostProblems("# hosts\nhosts: []\n")).toEqual([
      { file: HOSTS, line: 2, message: '"allowedHosts" is missing' },
      { file: HOSTS, line: 2, message: 'unknown field "hosts": check the spelling' },
    ]);
  });

  it("reports malformed YAML", () => {
    const [problem] = hostProblems("allowedHosts: ['topics.example.org]\n");
    expect(problem?.file).toBe(HOSTS);
    expect(problem?.line).toBe(1);
    expect(problem?.message).toMatch(/^this is not valid YAML/);
  });
});

describe("loadRedirectTable on a content folder", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = "";
  });

  const contentWith = (files: Record<string, string>): string => {
    dir = mkdtempSync(path.join(os.tmpdir(), "redirects-validation-"));
    mkdirSync(path.join(dir, "redirects"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, "redirects", name)), { recursive: true });
      writeFileSync(path.join(dir, "redirects", name), text);
    }
    return dir;
  };

  const link = (slug: string, ...rest: string[]) => yaml(`slug: ${slug}`, ...HEAD.slice(2), ...rest);

  it("reads the links of every group folder in path order, skipping other files, without an allow-list file", () => {
    const content = contentWith({
      "social/from-b.yaml": link("from-b"),
      "social/from-a.yaml": link("from-a"),
      "packaging/from-c.yaml": link("from-c"),
      "README.md": "not: [yaml",
      "social/README.md": "not: [yaml",
    });
    const { entries, rules } = loadRedirectTable(dir, content, shops, PAGES);
    expect(entries.map((entry) => [entry.slug, entry.file, entry.line])).toEqual([
      ["from-c", "redirects/packaging/from-c.yaml", 1],
      ["from-a", "redirects/social/from-a.yaml", 1],
      ["from-b", "redirects/social/from-b.yaml", 1],
    ]);
    expect(rules).toHaveLength(9);
  });

  it("asks for a link file directly in the redirects folder to go in a group folder", () => {
    const content = contentWith({ "test-link.yaml": link("test-link") });
    expect(() => loadRedirectTable(dir, content, shops, PAGES)).toThrow(
      "redirects/test-link.yaml:1: this link is in no group: move its file into a group's folder, like social/",
    );
  });

  it("asks for a file named after its slug, at the slug's line", () => {
    const content = contentWith({
      "social/other-name.yaml": yaml("# the kitchen sign", ...HEAD.slice(1)),
      "social/test-link-2.yml": link("test-link-2"),
    });
    expect(() => loadRedirectTable(dir, content, shops, PAGES)).toThrow(
      [
        "redirects/social/other-name.yaml:2: Short link: this link was saved as other-name, and a saved short link cannot change, as it may be printed: put it back, or make a new link",
        "redirects/social/test-link-2.yml:1: Short link: the link's file must be named test-link-2.yaml",
      ].join("\n"),
    );
  });

  it("names a slug's first file, at its slug line, when another file uses it again", () => {
    const content = contentWith({
      "social/test-link.yaml": link("test-link"),
      "packaging/test-link.yaml": link("test-link"),
    });
    expect(() => loadRedirectTable(dir, content, shops, PAGES)).toThrow(
      "redirects/social/test-link.yaml:1: Short link: test-link is already taken by another link (redirects/packaging/test-link.yaml:1): pick another",
    );
  });

  it("uses the allow-list file for urls and names files from the root", () => {
    const content = contentWith({
      "allowed-hosts.yaml": "allowedHosts: [topics.example.org]\n",
      "social/test-link.yaml": withOverrides("- { country: nl, url: https://topics.example.org/x/ }"),
    });
    const { rules } = loadRedirectTable(path.dirname(content), content, shops, PAGES);
    expect(rules[0]?.toPath).toBe(
      "https://topics.example.org/x/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen",
    );
  });

  it("reports problems with file names relative to the root", () => {
    const content = contentWith({
      "allowed-hosts.yaml": "allowedHosts: []\n",
      "social/test-link.yaml": withOverrides("- { country: nl, url: https://topics.example.org/x/ }"),
    });
    expect(() => loadRedirectTable(path.dirname(content), content, shops, PAGES)).toThrow(
      `${path.basename(content)}/redirects/social/test-link.yaml:10: Exception for Netherlands (nl), Address: links may not leave for topics.example.org:`,
    );
  });

  it("reports a broken allow-list file", () => {
    const content = contentWith({
      "allowed-hosts.yaml": "allowedHosts: [Bad Host]\n",
      "social/test-link.yaml": yaml(...HEAD),
    });
    expect(() => loadRedirectTable(content, content, shops, PAGES)).toThrow(
      'redirects/allowed-hosts.yaml:1: "allowedHosts": a host is a name like topics.example.org',
    );
  });
});

describe("parseRedirectTable: a retired link", () => {
  it("accepts a link retired to the shops' home page", () => {
    expect(parse([{ file: FILE, text: yaml(...HEAD, "retired: /") }])[0]?.retired).toBe("/");
  });

  reportsOne([
    [
      "a retired link sent to a page the shops do not have",
      yaml(...HEAD, "retired: /categories/prams/"),
      9,
      "Retired: the shops have no page /categories/prams/",
    ],
    [
      "a retired link sent to something that is not a page",
      yaml(...HEAD, "retired: yes"),
      9,
      TARGET_RULE.replace("Page", "Retired"),
    ],
  ]);
});

import { describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { checkLink } from "../../src/redirects/check-link";
import type { LinkCheckContext } from "../../src/redirects/link-rules";
import { formatLinkFile } from "../../src/redirects/link-file";
import { allowedTargetHosts, parseRedirectTable } from "../../src/redirects/load-table";
import type { RedirectEntry } from "../../src/redirects/table-schema";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { FIXTURE_ROOT } from "./support/fixture-content";
import { kitchenLink } from "./support/redirects";

const {
  shops,
  redirects: { pages },
} = loadCampaignLinks(FIXTURE_ROOT);
const CONTEXT: LinkCheckContext = {
  shops,
  pages,
  allowedHosts: allowedTargetHosts(shops, []),
  otherSlugs: new Map([["qr-kitchen-1", "content/redirects/in-store-qr/qr-kitchen-1.yaml:1"]]),
  fileName: "social/test-link.yaml",
};

const OVERRIDES = [{ country: "jp", url: "https://www.babyshop-japan.example/topics/kitchen/" }];
const LINK = kitchenLink({
  note: "Printed on the sign",
  countries: ["nl", "de", "jp"],
  overrides: OVERRIDES,
});

const check = (changes: Record<string, unknown>, context: Partial<LinkCheckContext> = {}) =>
  checkLink({ ...LINK, ...changes }, { ...CONTEXT, ...context });
const withOverride = (override: Record<string, unknown>) => check({ overrides: [...OVERRIDES, override] });

describe("checkLink", () => {
  it("finds nothing wrong with a good link", () => {
    expect(check({})).toEqual([]);
  });

  it.each(["../etc/passwd", "a/b", "a%2fb", "qr kitchen", "<script>alert(1)</script>", "QR-Kitchen", ""])(
    "refuses the slug %j",
    (slug) => {
      expect(check({ slug })).toEqual([
        { path: ["slug"], message: "Short link: lower-case words joined by dashes, like qr-kitchen-1" },
      ]);
    },
  );

  it("says at once that a page the shops do not have is missing, while the rest of the link is unfinished", () => {
    const missing = (page: string, field = "Page") =>
      `${field}: the shops have no page ${page}: did you mean /categories/kitchen/?`;
    const unfinished = { slug: "test-link", target: "/categories/kichen/" };
    expect(checkLink(unfinished, CONTEXT)).toContainEqual({
      path: ["target"],
      message: missing("/categories/kichen/"),
    });
    expect(
      checkLink(
        { ...unfinished, target: "/", overrides: [{ country: "nl", target: "/categories/kitchn/" }] },
        CONTEXT,
      ),
    ).toContainEqual({
      path: ["overrides", 0, "target"],
      message: missing("/categories/kitchn/", "Exception for Netherlands (nl), Page"),
    });
    // Something that is not a page address at all is told so, and only so.
    expect(
      checkLink({ slug: "test-link", target: "kitchen" }, CONTEXT).filter((p) => p.path[0] === "target"),
    ).toHaveLength(1);
    // A complete link is told once.
    expect(check({ target: "/categories/kichen/" })).toEqual([
      { path: ["target"], message: missing("/categories/kichen/") },
    ]);
  });

  it("asks for the file to be named after the slug", () => {
    expect(check({}, { fileName: "social/other.yaml" })).toEqual([
      {
        path: ["slug"],
        message:
          "Short link: this link was saved as other, and a saved short link cannot change, as it may be printed: put it back, or make a new link",
      },
    ]);
    expect(check({}, { fileName: undefined })).toEqual([]);
  });

  it("asks for a file directly in content/redirects/ to go in a group folder", () => {
    expect(check({}, { fileName: "test-link.yaml" })).toEqual([
      {
        path: [],
        message: "this link is in no group: move its file into a group's folder, like social/",
      },
    ]);
  });

  it("names where a slug is already used", () => {
    expect(check({ slug: "qr-kitchen-1" }, { fileName: "social/qr-kitchen-1.yaml" })).toEqual([
      {
        path: ["slug"],
        message:
          "Short link: qr-kitchen-1 is already taken by another link (content/redirects/in-store-qr/qr-kitchen-1.yaml:1): pick another",
      },
    ]);
  });

  it.each([
    ["javascript:alert(1)", '"javascript:alert(1)" must start with https://'],
    ["http://www.babyshop-japan.example/", '"http://www.babyshop-japan.example/" must start with https://'],
    ["data:text/html,<script>x</script>", '"data:text/html,<script>x</script>" must start with https://'],
    [
      "https://evil.example/",
      "links may not leave for evil.example: it is no shop's, nor one of the sites links may go to (a developer can add it)",
    ],
    ["//evil.example/", '"//evil.example/" is not a web address'],
  ])("refuses the override url %j", (url, message) => {
    expect(check({ overrides: [{ country: "jp", url }] })).toEqual([
      { path: ["overrides", 0, "url"], message: `Exception for Japan (jp), Address: ${message}` },
    ]);
  });

  it("refuses two overrides for one country", () => {
    expect(withOverride({ country: "jp", shop: "us" })).toContainEqual({
      path: ["overrides", 1],
      message: "Exception for Japan (jp): there is another exception for it above: keep one",
    });
  });

  it("refuses an override with tracking and noTracking", () => {
    expect(
      check({
        overrides: [
          ...OVERRIDES,
          { country: "nl", tracking: { source: "a", medium: "b", campaign: "c" }, noTracking: true },
        ],
      }),
    ).toEqual([
      {
        path: ["overrides", 1],
        message: "Exception for Netherlands (nl): give it Tracking or No tracking, not both",
      },
    ]);
  });

  it("refuses an override for a country that is not listed", () => {
    expect(withOverride({ country: "se", noTracking: true })).toEqual([
      {
        path: ["overrides", 1],
        message: "Exception for Sweden (se): it is not in Countries: add it there first",
      },
    ]);
  });

  it("refuses the old override map and the old tracking: false", () => {
    expect(check({ overrides: { au: { tracking: false } } })).toEqual([
      { path: ["overrides"], message: "Exceptions should be a list" },
    ]);
    expect(check({ tracking: false })).toEqual([
      { path: ["tracking"], message: "Tracking should be a set of fields" },
    ]);
  });

  it("takes any one line of text as a note, markup included, as it is never shown as HTML", () => {
    expect(check({ note: "<b>Folder</b> insert & sign, 50% off; “quoted”" })).toEqual([]);
  });

  it.each([
    ["a newline", "line one\nline two"],
    ["a tab", "a\tb"],
    ["a bell", "a\u0007"],
    ["a right-to-left override", "a\u202eb"],
  ])("refuses a note with %s", (_, note) => {
    expect(check({ note })).toEqual([
      {
        path: ["note"],
        message: "Note: one line of text, without tabs or other control characters",
      },
    ]);
  });

  it.each(["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)"])("refuses a note a spreadsheet runs: %j", (note) => {
    expect(check({ note })[0]?.message).toContain("spreadsheets read it as a formula");
  });

  it("says the same as the build, for the same file", () => {
    const bad = {
      ...LINK,
      fallback: "mars",
      countries: ["nl", "zz", "nl"],
      overrides: [{ country: "jp", url: "javascript:alert(1)" }],
    };
    let buildMessages: string[] = [];
    try {
      parseRedirectTable(
        [
          {
            file: "content/redirects/social/test-link.yaml",
            name: "social/test-link.yaml",
            text: formatLinkFile(bad as RedirectEntry),
          },
        ],
        CONTEXT,
      );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      buildMessages = error.problems.map((problem) => problem.message);
    }
    const messages = checkLink(bad, CONTEXT).map((problem) => problem.message);
    expect(messages).toHaveLength(5);
    expect(messages).toEqual(buildMessages);
  });
});

describe("checkLink: in the form's words, with what was probably meant", () => {
  it("suggests the country a common other code stands for", () => {
    expect(check({ countries: ["nl", "uk", "jp"] })).toEqual([
      {
        path: ["countries", 1],
        message: 'Countries: "uk" is not a country code: did you mean gb (United Kingdom)?',
      },
    ]);
  });

  it("points a shop listed as a country to its group of countries", () => {
    expect(check({ countries: ["nl", "eu"] })[0]?.message).toBe(
      'Countries: "eu" is a shop, not a country: pick its countries, like the group EU shop countries',
    );
  });

  it("suggests the closest shop for a mistyped one", () => {
    expect(check({ fallback: "ue" })[0]?.message).toBe(
      'Shop for every other country: "ue" is not a shop: did you mean eu?',
    );
    expect(withOverride({ country: "de", shop: "dee" })).toContainEqual({
      path: ["overrides", 1, "shop"],
      message: 'Exception for Germany (de), Shop: "dee" is not a shop: did you mean de?',
    });
  });

  it("suggests the closest page the shops have", () => {
    expect(check({ target: "/categories/kichen/" })).toEqual([
      {
        path: ["target"],
        message: "Page: the shops have no page /categories/kichen/: did you mean /categories/kitchen/?",
      },
    ]);
  });

  it("names an exception by its country, a field by its label", () => {
    expect(withOverride({ country: "nl", target: "bathroom" })).toEqual([
      {
        path: ["overrides", 1, "target"],
        message:
          "Exception for Netherlands (nl), Page: a page is a path like /categories/kitchen/ (lower case, starting and ending with /)",
      },
    ]);
  });

  it.each(["us", "eu", "own-shop-else-us", "own-shop-else-eu"])("accepts the fallback %j", (fallback) => {
    expect(check({ fallback })).toEqual([]);
  });

  it("refuses each country's own shop, else a shop that does not exist", () => {
    expect(check({ fallback: "own-shop-else-mars" })[0]?.message).toMatch(
      /^Shop for every other country: "mars" is not a shop/,
    );
  });
});

import { describe, expect, it } from "vitest";
import { collapseVersions, parseGitLog, type EntryVersion } from "../../src/studio/entry-versions";
import { fieldChanges, mergeRows, type FieldShape } from "../../src/studio/field-changes";

const FIELDS: FieldShape[] = [
  { name: "slug", label: "Short link" },
  { name: "note", label: "Note" },
  { name: "target", label: "Page" },
  { name: "countries", label: "Countries" },
  {
    name: "tracking",
    label: "Tracking",
    fields: [
      { name: "source", label: "Source (utm_source)" },
      { name: "medium", label: "Medium (utm_medium)" },
    ],
  },
  {
    name: "overrides",
    label: "Exceptions",
    fields: [
      { name: "country", label: "Country" },
      { name: "target", label: "Page" },
    ],
  },
];

describe("an entry's versions from git", () => {
  it("reads who changed the file, when, and where it was then, across a rename", () => {
    const output = [
      "\x1eb2\x1fAnna Smit\x1f2026-11-28T20:10:00+01:00\n\ncontent/redirects/social/new.yaml\n",
      "\x1ea1\x1fJoost de Wit\x1f2026-11-01T09:00:00+01:00\n\ncontent/redirects/social/old.yaml\n",
    ].join("");
    expect(parseGitLog(output)).toEqual([
      {
        hash: "b2",
        author: "Anna Smit",
        date: "2026-11-28T20:10:00+01:00",
        path: "content/redirects/social/new.yaml",
      },
      {
        hash: "a1",
        author: "Joost de Wit",
        date: "2026-11-01T09:00:00+01:00",
        path: "content/redirects/social/old.yaml",
      },
    ]);
  });

  it("reads nothing from a file git does not know", () => {
    expect(parseGitLog("")).toEqual([]);
  });

  it("shows one text kept one after the other once, as of who first wrote it", () => {
    const version = (text: string, author: string, kept: EntryVersion["kept"]): EntryVersion => ({
      text,
      author,
      date: `2026-11-28T${author.length}:00:00Z`,
      kept,
    });
    const now = version("b", "Changed on this computer", "disk");
    const saved = version("b", "Saved in the studio", "studio");
    const committed = version("a", "Anna Smit", "git");
    const restoredLater = version("b", "Joost de Wit", "git");
    expect(collapseVersions([now, saved, committed, restoredLater])).toEqual([
      saved,
      committed,
      restoredLater,
    ]);
  });
});

describe("what changed, in the form's words", () => {
  it("names each changed field by its label, with the values as the form shows them", () => {
    const before = {
      slug: "x",
      target: "/categories/kitchen/",
      countries: ["de", "nl"],
      tracking: { source: "instore" },
    };
    const after = {
      slug: "x",
      target: "/categories/bouncers/",
      countries: ["de"],
      tracking: { source: "instore", medium: "qrcode" },
      overrides: [{ country: "nl", target: "/categories/bathroom/" }],
    };
    expect(fieldChanges(FIELDS, before, after)).toEqual([
      { name: "target", label: "Page", before: "/categories/kitchen/", after: "/categories/bouncers/" },
      { name: "countries", label: "Countries", before: "de, nl", after: "de" },
      {
        name: "tracking",
        label: "Tracking",
        before: "Source (utm_source): instore",
        after: "Source (utm_source): instore, Medium (utm_medium): qrcode",
      },
      {
        name: "overrides",
        label: "Exceptions",
        before: "(empty)",
        after: "Country: nl, Page: /categories/bathroom/",
      },
    ]);
  });

  it("takes an emptied optional field for one never filled, and ignores the kept file text", () => {
    expect(fieldChanges(FIELDS, { slug: "x", note: "" }, { slug: "x", __source: "slug: x\n" })).toEqual([]);
  });
});

describe("merging another editor's version", () => {
  const base = { slug: "x", note: "", target: "/categories/kitchen/" };

  it("lists what they changed, and what both changed, but not what only the marketer changed", () => {
    const mine = { slug: "x", note: "Newsletter", target: "/categories/bouncers/" };
    const theirs = { slug: "x", note: "Spring flyer", target: "/categories/kitchen/", countries: ["de"] };
    expect(mergeRows(FIELDS, base, mine, theirs)).toEqual([
      { name: "note", label: "Note", mine: "Newsletter", theirs: "Spring flyer", changedBy: "both" },
      { name: "countries", label: "Countries", mine: "(empty)", theirs: "de", changedBy: "them" },
    ]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readLinkSources } from "../../src/redirects/link-files";
import { formatLinkFile } from "../../src/redirects/link-file";
import type { RedirectEntry } from "../../src/redirects/table-schema";
import { FIXTURE_CONTENT } from "./support/fixture-content";
import { kitchenLinkLines } from "./support/redirects";

const ROOT = path.resolve(__dirname, "../..");

const KITCHEN: RedirectEntry = {
  overrides: [
    { target: "/categories/bathroom/", country: "nl" },
    { noTracking: true, country: "au" },
    { url: "https://www.babyshop-japan.example/topics/kitchen/", country: "jp" },
    { shop: "eu", country: "pl" },
  ],
  tracking: { campaign: "kitchen", medium: "qrcode", source: "instore" },
  fallback: "us",
  countries: ["us", "de", "se", "fr", "es", "gb"],
  target: "/categories/kitchen/",
  note: "Kitchen category, printed on the in-store sign",
  slug: "qr-kitchen-1",
};

describe("formatLinkFile", () => {
  it("writes the fields in their order, lists and maps on one line, as the README shows", () => {
    const text = formatLinkFile(KITCHEN);
    expect(text).toBe(`${kitchenLinkLines("us, de, se, fr, es, gb").join("\n")}\n`);
    const readme = readFileSync(path.join(ROOT, "content/redirects/README.md"), "utf8");
    expect(readme).toContain(`\`\`\`yaml\n${text}\`\`\``);
  });

  it("leaves out an empty note, no tracking, no overrides and noTracking: false", () => {
    const text = formatLinkFile({
      ...KITCHEN,
      note: "",
      tracking: undefined,
      overrides: [{ country: "nl", target: "/categories/bathroom/", noTracking: false }],
    });
    expect(text).not.toMatch(/note|tracking|noTracking/);
    expect(formatLinkFile({ ...KITCHEN, overrides: [] })).not.toContain("overrides");
  });

  it("quotes only what YAML needs quoted and never folds a long line", () => {
    const note = `Printed on the sign: "see inside" #2, ${"very ".repeat(40)}long`;
    const text = formatLinkFile({ ...KITCHEN, slug: "123", note });
    expect(text.split("\n")[0]).toBe('slug: "123"');
    expect(text.split("\n")).toHaveLength(12);
    expect(parse(text)).toMatchObject({ slug: "123", note });
  });

  it.each([
    ["content", path.join(ROOT, "content")],
    ["the test fixture", FIXTURE_CONTENT],
  ])("is how every link file of %s is written", (_, contentDir) => {
    const sources = readLinkSources(ROOT, path.join(contentDir, "redirects"));
    expect(sources.length).toBeGreaterThanOrEqual(50);
    for (const { file, text } of sources)
      expect(formatLinkFile(parse(text) as RedirectEntry), file).toBe(text);
  });
});

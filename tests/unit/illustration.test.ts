// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { illustrationSvg, needsOutline } from "../../src/catalogue/illustration";
import { ILLUSTRATIONS } from "../../src/content/illustrations";

const openingTag = (svg: string) => svg.slice(0, svg.indexOf(">") + 1);

/** The SVG parsed as a standalone XML document, as a browser loading the file would. */
const parseSvg = (svg: string) => new DOMParser().parseFromString(svg, "image/svg+xml");

describe("illustrationSvg", () => {
  it.each(ILLUSTRATIONS)("draws %s as a standalone 400 × 400 SVG", (kind) => {
    const svg = illustrationSvg(kind, "#2b2b2b", "Baby Carrier One");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    const tag = openingTag(svg);
    expect(tag).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(tag).toContain('viewBox="0 0 400 400"');
    expect(tag).toContain('width="400"');
    expect(tag).toContain('height="400"');
    expect(tag).toContain('aria-label="Baby Carrier One"');
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(doc.documentElement.localName).toBe("svg");
  });

  it.each(ILLUSTRATIONS)("paints %s in the given colour, leaving no placeholder", (kind) => {
    const svg = illustrationSvg(kind, "#b8ad9c", "x");
    expect(svg).toContain('"#b8ad9c"');
    expect(svg).not.toContain("{c}");
    expect(illustrationSvg(kind, "#123456", "x")).not.toContain("#b8ad9c");
  });

  it("draws each kind differently", () => {
    const drawings = new Set(ILLUSTRATIONS.map((kind) => illustrationSvg(kind, "#000000", "x")));
    expect(drawings.size).toBe(ILLUSTRATIONS.length);
  });

  it("outlines cream and white, which would vanish on the sand background, and no darker colour", () => {
    for (const light of ["#f3ede1", "#fafafa", "#ffffff"]) {
      expect(needsOutline(light), light).toBe(true);
      expect(illustrationSvg("accessory", light, "x")).toContain('<g stroke="#8f8475"');
    }
    for (const dark of ["#e2cfa8", "#b8ad9c", "#2b2b2b"]) {
      expect(needsOutline(dark), dark).toBe(false);
      expect(illustrationSvg("accessory", dark, "x")).not.toContain("#8f8475");
    }
  });

  it('strips <, >, & and " from the label', () => {
    const svg = illustrationSvg("crib", "#ffffff", 'Crib "Dream" <script>alert(1)</script> & co');
    expect(openingTag(svg)).toContain('aria-label="Crib Dream scriptalert(1)/script  co"');
    expect(svg).not.toContain("<script");
  });

  it("keeps the markup well-formed for a hostile label", () => {
    const svg = illustrationSvg("bath", "#cfe3ee", '"><foreignObject onload="x"/><x a="');
    const tag = openingTag(svg);
    expect(tag).toMatch(/^<svg [^<>]*aria-label="[^"<>&]*">$/);
    expect(svg).not.toContain("<foreignObject");
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.getAttribute("aria-label")).toBe("foreignObject onload=x/x a=");
    expect(doc.getElementsByTagName("foreignObject")).toHaveLength(0);
  });
});

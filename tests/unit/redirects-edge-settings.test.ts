import { describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { linksAtTheEdge, parseEdgeSettings } from "../../src/redirects/edge-settings";

const FILE = "content/redirects/edge-function.yaml";

describe("the edge function's threshold", () => {
  it("answers links at the edge from fromLinks links on", () => {
    const settings = parseEdgeSettings({ file: FILE, text: "fromLinks: 2000\n" });
    expect(linksAtTheEdge(1999, settings, {})).toBe(false);
    expect(linksAtTheEdge(2000, settings, {})).toBe(true);
  });

  it("can be forced either way for a preview or a test", () => {
    const settings = parseEdgeSettings({ file: FILE, text: "fromLinks: 2000\n" });
    expect(linksAtTheEdge(1, settings, { CAMPAIGN_LINKS_AT_THE_EDGE: "always" })).toBe(true);
    expect(linksAtTheEdge(5000, settings, { CAMPAIGN_LINKS_AT_THE_EDGE: "never" })).toBe(false);
  });

  it("stops the build with the file's line when the number is not one", () => {
    expect(() => parseEdgeSettings({ file: FILE, text: "# links\nfromLinks: lots\n" })).toThrow(ContentError);
    expect(() => parseEdgeSettings({ file: FILE, text: "# links\nfromLinks: lots\n" })).toThrow(
      `${FILE}:2: "fromLinks" should be a number`,
    );
  });
});

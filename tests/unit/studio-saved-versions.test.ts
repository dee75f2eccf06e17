import { describe, expect, it } from "vitest";
import { noteRead, noteSaved, withOpenedVersions, type SeenVersions } from "../../src/studio/saved-versions";

const FILE = "content/redirects/social/ig.yaml";
const save = (raw: string, newPath?: string) => ({
  action: "persistEntry",
  params: { dataFiles: [{ path: FILE, raw, ...(newPath ? { newPath } : {}) }] },
});

describe("the versions a studio page saves from", () => {
  it("sends with a save the text its file was read at, and then the text it saved", () => {
    const seen: SeenVersions = new Map();
    noteRead(seen, "entriesByFolder", [{ data: "slug: ig\n", file: { path: FILE } }]);
    expect(withOpenedVersions(seen, save("slug: ig\nnote: a\n")).params?.opened).toEqual({
      [FILE]: "slug: ig\n",
    });
    noteSaved(seen, save("slug: ig\nnote: a\n"));
    expect(withOpenedVersions(seen, save("slug: ig\nnote: b\n")).params?.opened).toEqual({
      [FILE]: "slug: ig\nnote: a\n",
    });
  });

  it("sends nothing for a file it never read, and leaves other requests as they are", () => {
    const seen: SeenVersions = new Map();
    noteRead(seen, "getMedia", [{ data: "x", file: { path: FILE } }]);
    expect(withOpenedVersions(seen, save("slug: ig\n")).params?.opened).toEqual({});
    const read = { action: "getEntry", params: { path: FILE } };
    expect(withOpenedVersions(seen, read)).toBe(read);
  });
});

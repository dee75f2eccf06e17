import { describe, expect, it } from "vitest";
import { slugClaimedElsewhere } from "../../src/redirects/slug-claims";

const sources = [
  { file: "content/redirects/social/ig.yaml", text: "slug: ig\ntarget: /\n" },
  { file: "content/redirects/in-store-qr/qr-race-1.yaml", text: "note: x\nslug: qr-race-1\n" },
];

describe("slugClaimedElsewhere", () => {
  it("finds the link file that already uses a new file's short link, at its line", () => {
    expect(
      slugClaimedElsewhere(sources, "content/redirects/in-store-qr/qr-race-1-1.yaml", "slug: qr-race-1\n"),
    ).toEqual({ slug: "qr-race-1", at: "content/redirects/in-store-qr/qr-race-1.yaml:2" });
  });

  it("finds none for a short link in no other file, nor in the file's own saved version", () => {
    expect(slugClaimedElsewhere(sources, "content/redirects/social/new.yaml", "slug: new\n")).toBeUndefined();
    expect(slugClaimedElsewhere(sources, "content/redirects/social/ig.yaml", "slug: ig\n")).toBeUndefined();
  });
});

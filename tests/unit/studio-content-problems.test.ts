import { describe, expect, it } from "vitest";
import { shownProblems } from "../../src/studio/content-problems";

const collections = [
  { name: "links-social", label: "Campaign links: Social posts", folder: "content/redirects/social" },
  {
    name: "stores",
    label: "Stores",
    files: [{ name: "stores", label: "Stores", file: "content/stores.yaml" }],
  },
];

describe("the content's mistakes as the studio lists them", () => {
  it("names each by its collection and entry, never its file, with the link that opens it", () => {
    expect(
      shownProblems(
        [
          { file: "content/redirects/social/ig.yaml", line: 3, message: "Countries: xx is not a country" },
          { file: "content/stores.yaml", line: 7, message: "City: required" },
        ],
        collections,
      ),
    ).toEqual([
      {
        entry: "Campaign links: Social posts: ig",
        message: "line 3: Countries: xx is not a country",
        href: "#/collections/links-social/entries/ig",
      },
      { entry: "Stores", message: "line 7: City: required", href: "#/collections/stores/entries/stores" },
    ]);
  });

  it("says a developer fixes a file the studio does not edit", () => {
    const [shown] = shownProblems([{ file: "content/shops.yaml", line: 1, message: "broken" }], collections);
    expect(shown).toEqual({
      entry: "A file the studio does not edit (a developer fixes it)",
      message: "broken",
    });
  });
});

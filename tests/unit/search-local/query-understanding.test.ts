import { describe, expect, it } from "vitest";
import { understandQuery } from "../../../services/search-local/query-understanding";

const vocabulary = {
  colours: [
    { key: "dark-gray", names: ["Donkergrijs", "Dark gray"] },
    { key: "grey-beige", names: ["Grijsbeige", "Gray beige"] },
    { key: "beige", names: ["Beige", "Beige"] },
    { key: "cream-white", names: ["Crèmewit", "Cream white"] },
  ],
  sizes: ["S", "M"],
  synonyms: [{ when: ["grey", "gray"], alsoSearch: ["grey", "gray"] }],
};

describe("understandQuery", () => {
  it("takes colour words out of the words to search, by name, synonym or part of a compound", () => {
    expect(understandQuery("bouncer grey", vocabulary)).toEqual({
      words: "bouncer",
      colours: ["dark-gray", "grey-beige"],
      sizes: [],
    });
    expect(understandQuery("dark gray carrier", vocabulary).colours).toEqual(["dark-gray"]);
    expect(understandQuery("wipstoel grijs", vocabulary).colours).toEqual(["dark-gray", "grey-beige"]);
    expect(understandQuery("witte wieg", { ...vocabulary, synonyms: [] }).colours).toEqual([]);
    expect(understandQuery("wit", vocabulary).colours).toEqual(["cream-white"]);
  });

  it("takes sizes out, with the word announcing them", () => {
    expect(understandQuery("slaapzak maat m", vocabulary)).toEqual({
      words: "slaapzak",
      colours: [],
      sizes: ["M"],
    });
    expect(understandQuery("size s sleep bag", vocabulary)).toEqual({
      words: "sleep bag",
      colours: [],
      sizes: ["S"],
    });
  });

  it("leaves words that only look like a colour's part", () => {
    expect(
      understandQuery("sand bag", { ...vocabulary, colours: [{ key: "sand-gray", names: ["Sand gray"] }] }),
    ).toMatchObject({ words: "bag", colours: ["sand-gray"] });
    expect(
      understandQuery("band", { ...vocabulary, colours: [{ key: "sand-gray", names: ["Zandgrijs"] }] }),
    ).toMatchObject({ words: "band", colours: [] });
  });
});

import { describe, expect, it } from "vitest";
import { readPage, readSearchSort, SEARCH_SORTS } from "../../../src/search/search-sort";

describe("sort and page in the URL", () => {
  it("read every offered sort, and relevance for anything else", () => {
    for (const sort of Object.keys(SEARCH_SORTS)) expect(readSearchSort(`?sort=${sort}`)).toBe(sort);
    for (const bad of ["", "?sort=PRICE_ASC", "?sort=constructor", "?sort=<script>", "?sort=__proto__"])
      expect(readSearchSort(bad)).toBe("relevance");
  });

  it("read a page number from 1 to 9999, and 1 for anything else", () => {
    expect(readPage("?page=3")).toBe(3);
    for (const bad of ["", "?page=0", "?page=-1", "?page=1e3", "?page=99999", "?page=2abc"])
      expect(readPage(bad)).toBe(1);
  });

  it("offer every sort order of the search that the catalogue supports", () => {
    expect(Object.values(SEARCH_SORTS).sort()).toEqual(
      [
        "RELEVANCE",
        "PRICE_ASC",
        "PRICE_DESC",
        "NAME_ASC",
        "NAME_DESC",
        "RATING_ASC",
        "RATING_DESC",
        "NEW_ARRIVAL_ASC",
        "NEW_ARRIVAL_DESC",
      ].sort(),
    );
  });
});

import { describe, expect, it } from "vitest";
import { readSearchType, searchQueryString } from "../../../src/search/search-type";

describe("the search type in the search page's URL", () => {
  it("is content only when the URL says so, and products otherwise", () => {
    expect(readSearchType("?q=sleep&type=content")).toBe("content");
    expect(readSearchType("?q=sleep")).toBe("product");
    expect(readSearchType("?q=sleep&type=product")).toBe("product");
    expect(readSearchType("?q=sleep&type=<script>")).toBe("product");
  });

  it("is written for content only, leaving filters, sort and page behind", () => {
    expect(searchQueryString("baby sleep", "content")).toBe("?q=baby+sleep&type=content");
    expect(searchQueryString("baby sleep", "product")).toBe("?q=baby+sleep");
    expect(readSearchType(searchQueryString("bath", "content"))).toBe("content");
  });
});

import { describe, expect, it } from "vitest";
import { linksToPage } from "../../src/redirects/links-to-page";
import { pageOfContentFile } from "../../src/site/content-pages";

describe("the links that send visitors to a page", () => {
  it("knows the page of a product, a guide and a service page, and that other content makes none", () => {
    expect(pageOfContentFile("content/catalogue/products/travel-crib-light.yaml")).toBe(
      "/products/travel-crib-light/",
    );
    expect(pageOfContentFile("content/guides/bouncer-guide.yaml")).toBe("/guides/bouncer-guide/");
    expect(pageOfContentFile("content/service-pages/terms.yaml")).toBe("/terms/");
    expect(pageOfContentFile("content/stores.yaml")).toBeUndefined();
  });

  it("finds the links whose page or an exception's page it is, whatever their query", () => {
    const sources = [
      { file: "content/redirects/packaging/a.yaml", text: "slug: a\ntarget: /products/crib/?from=box\n" },
      {
        file: "content/redirects/social/b.yaml",
        text: "slug: b\ntarget: /\noverrides:\n  - { country: si, target: /products/crib/ }\n",
      },
      { file: "content/redirects/social/c.yaml", text: "slug: c\ntarget: /products/crib-mini/\n" },
    ];
    expect(linksToPage(sources, "/products/crib/")).toEqual([
      { slug: "a", file: "content/redirects/packaging/a.yaml" },
      { slug: "b", file: "content/redirects/social/b.yaml" },
    ]);
  });
});

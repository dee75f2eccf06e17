import { describe, expect, it } from "vitest";
import { linksToPage } from "../../src/redirects/links-to-page";
import { pageOfContentFile, pagesASaveRemoves } from "../../src/build/content-pages";

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

  it("knows the pages a save takes away: a Handle changed, or a category taken out", () => {
    const guide = "content/guides/bouncer-guide.yaml";
    const save = (file: string, text: string, newFile?: string) => ({ file, text, newFile });
    expect(pagesASaveRemoves(save(guide, "handle: bouncer-tips\n"), "handle: bouncer-guide\n")).toEqual([
      "/guides/bouncer-guide/",
    ]);
    expect(
      pagesASaveRemoves(save(guide, "handle: bouncer-guide\ntitle: New\n"), "handle: bouncer-guide\n"),
    ).toEqual([]);
    expect(pagesASaveRemoves(save(guide, "handle: bouncer-guide\n"), undefined)).toEqual([]);
    const categories = "content/catalogue/categories.yaml";
    expect(
      pagesASaveRemoves(
        save(categories, "categories:\n  - handle: kitchen\n"),
        "categories:\n  - handle: kitchen\n  - handle: bath\n",
      ),
    ).toEqual(["/categories/bath/"]);
    expect(pagesASaveRemoves(save("content/stores.yaml", "stores: []\n"), "stores: []\n")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { productHandle } from "../../src/catalogue/paths";
import { eachProductOnce } from "../../src/search/each-product-once";

const product = (handle: string, language = "") => ({ path: `${language}/products/${handle}/` });
const handles = (rows: { path: string }[][]) => rows.map((row) => row.map((p) => productHandle(p.path)));

describe("each product once per page", () => {
  it("names a product by its handle, in any language", () => {
    expect(productHandle("/en-US/products/bouncer-bliss/")).toBe("bouncer-bliss");
    expect(productHandle("/products/bouncer-bliss/")).toBe("bouncer-bliss");
  });

  it("leaves out of a row what the page shows already", () => {
    const rows = [[product("crib"), product("cradle"), product("bouncer-bliss")]];
    expect(handles(eachProductOnce(rows, ["crib", "bouncer-bliss"]))).toEqual([["cradle"]]);
  });

  it("leaves out of each row what a row above it shows, across languages", () => {
    const rows = [
      [product("crib", "/en-US"), product("cradle", "/en-US")],
      [product("cradle", "/en-US"), product("potty", "/en-US")],
      [product("crib"), product("potty"), product("bath-stand")],
    ];
    expect(handles(eachProductOnce(rows, []))).toEqual([["crib", "cradle"], ["potty"], ["bath-stand"]]);
  });

  it("shows a product a row repeats within itself once", () => {
    expect(handles(eachProductOnce([[product("crib"), product("crib")]], []))).toEqual([["crib"]]);
  });

  it("keeps a row that has nothing new as an empty row, in its place", () => {
    expect(handles(eachProductOnce([[product("crib")], [product("crib")], [product("potty")]], []))).toEqual([
      ["crib"],
      [],
      ["potty"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { recommend } from "../../../services/search-local/recommendations";
import { shopIndex } from "./local-service";

const shop = () => shopIndex("local-us-en-US");
const products = () => shop().records.filter((record) => record.type === "KLEVU_PRODUCT");
const record = (id: string) => shop().lookup.get(id)!;
const ids = (type: Parameters<typeof recommend>[0], sources: string[] = []) =>
  recommend(type, products(), sources.map(record)).map((entry) => entry.record.id);

describe("recommend", () => {
  it("trends the featured products first, then the best rated", () => {
    const trending = ids("RECS_TRENDING");
    const featured = products().filter((product) => product.popularity < 8);
    expect(trending.slice(0, 8).sort()).toEqual(featured.map((product) => product.id).sort());
    expect(ids("RECS_CUSTOM")).toEqual(trending);
  });

  it("lists new arrivals, the most recently added first", () => {
    const added = ids("RECS_NEW_ARRIVALS").map((id) => record(id).added!);
    expect(added).toEqual([...added].sort().reverse());
    expect(added).toHaveLength(products().length);
  });

  it("finds products like the sources, never the sources themselves", () => {
    const similar = ids("RECS_SIMILAR", ["bouncer-bliss"]);
    expect(similar).not.toContain("bouncer-bliss");
    expect(similar.slice(0, 3).map((id) => record(id).category!.value)).toEqual([
      "bouncers",
      "bouncers",
      "bouncers",
    ]);
    expect(
      similar.every(
        (id) => record(id).category!.value === "bouncers" || record(id).illustration === "bouncer",
      ),
    ).toBe(true);
    expect(ids("RECS_SIMILAR_IMAGES", ["bouncer-bliss"])).toEqual(similar);
  });

  it("starts what others also viewed with the related products", () => {
    expect(ids("RECS_ALSO_VIEWED", ["cradle"]).slice(0, 4)).toEqual([
      "cradle-mattress",
      "cradle-sheet",
      "cradle-stand",
      "sleep-bag",
    ]);
  });

  it("buys together what shares a bundle with the cart, then related products, without the cart", () => {
    const together = ids("RECS_ALSO_BOUGHT", ["baby-carrier-one", "CDL-WHT"]);
    expect(together.slice(0, 2)).toEqual(["teething-bib", "pocket-pouch"]);
    expect(together).toEqual(expect.arrayContaining(["cradle-mattress", "cradle-sheet"]));
    expect(together).not.toContain("cradle");
    expect(ids("RECS_ALSO_BOUGHT")).toEqual([]);
  });
});

import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../../src/i18n/namespaces";
import { allNamespaces } from "./support/locale-texts";

/** Counted texts whose words do not change with the number ("Only 1 left", "Filters (1)"). */
const NUMBER_NEUTRAL = new Set(["product.lowStock", "search.filtersActive"]);

const texts = (language: string): [key: string, text: string][] =>
  Object.values(allNamespaces(language)).flatMap((file) =>
    Object.entries(file).flatMap(([section, entries]) =>
      Object.entries(entries).flatMap(([key, text]): [string, string][] =>
        typeof text === "string" ? [[`${section}.${key}`, text]] : [],
      ),
    ),
  );

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: allNamespaces(language) },
    defaultNS: NAMESPACES[0],
    fallbackNS: NAMESPACES.slice(1),
  });
  return instance.t;
}

describe("counts", () => {
  for (const language of ["nl-NL", "en-US"]) {
    it(`are texts with plural forms in ${language}`, () => {
      const unsplit = texts(language).filter(
        ([key, text]) =>
          text.includes("{{count}}") &&
          !/_(zero|one|two|few|many|other)$/.test(key) &&
          !NUMBER_NEUTRAL.has(key),
      );
      expect(unsplit).toEqual([]);
    });
  }

  it("read as Dutch and English speakers say them", async () => {
    const nl = await translator("nl-NL");
    const en = await translator("en-US");
    expect([1, 2].map((count) => nl("cart.items", { count }))).toEqual(["1 artikel", "2 artikelen"]);
    expect([1, 2].map((count) => en("cart.items", { count }))).toEqual(["1 item", "2 items"]);
    expect([1, 3].map((count) => nl("stores.count", { count }))).toEqual(["1 winkel", "3 winkels"]);
    expect([1, 3].map((count) => en("stores.count", { count }))).toEqual(["1 store", "3 stores"]);
    expect([1, 0].map((count) => nl("category.productCount", { count }))).toEqual([
      "1 product",
      "0 producten",
    ]);
    expect([1, 0].map((count) => en("category.productCount", { count }))).toEqual([
      "1 product",
      "0 products",
    ]);
  });
});

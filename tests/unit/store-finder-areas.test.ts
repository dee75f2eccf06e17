import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CityIndex } from "../../src/store-locations/city-index";
import { loadCityNames } from "../../src/store-locations/load-city-names";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import { findCity, findNearestStoreLocations } from "../../src/store-locations/nearest-store-locations";
import { editDistance, typosAllowed } from "../../src/store-locations/place-names";
import { POSTCODE_AREAS, postcodeAreaTown } from "../../src/store-locations/postcode-areas";
import { publishCityIndex } from "../../src/build/publish-city-index";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

const stores = loadStoreLocations(FIXTURE_ROOT, FIXTURE_CONTENT);
let dir: string;
let index: CityIndex;

beforeAll(() => {
  // The index the build publishes, from the real city table.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "postcode-areas-"));
  const file = path.join(dir, "city-index.json");
  publishCityIndex(file, stores, loadCityNames(FIXTURE_ROOT, FIXTURE_CONTENT));
  index = JSON.parse(fs.readFileSync(file, "utf8")) as CityIndex;
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const kilometres = (metres: number) => Math.round(metres / 1000);

describe("postcode areas", () => {
  it("cover every country with a store, and each area's town is in the city index of that country", () => {
    for (const country of new Set(stores.map((store) => store.country)))
      expect(Object.keys(POSTCODE_AREAS), country).toContain(country);
    for (const [country, areas] of Object.entries(POSTCODE_AREAS))
      for (const [area, town] of Object.entries(areas))
        expect(findCity(index, town, country)?.country, `${country} ${area} ${town}`).toBe(country);
  });

  it.each([
    [["6211 AB", "6211ab"], "nl", "Maastricht"],
    [["sw1a 1aa"], "gb", "London"],
    [["S1 2HE"], "gb", "Sheffield"],
    [["10012"], "us", "New York City"],
    [["13001"], "fr", "Marseille"],
  ])(
    "take the longest start the postcode has, whatever its spaces and case: %j in %s",
    (postcodes, country, town) => {
      for (const postcode of postcodes) expect(postcodeAreaTown(postcode, country), postcode).toBe(town);
    },
  );

  it("have no town for a country without areas", () => {
    expect(postcodeAreaTown("6211", "jp")).toBeUndefined();
  });
});

describe("a postcode in the store finder", () => {
  it("is placed in its area: Maastricht's 6211 lists Antwerp (about 100 km) before Utrecht (about 145 km)", () => {
    const result = findNearestStoreLocations(index, stores, "6211", "NL");
    expect(result.kind).toBe("postcode");
    if (result.kind !== "postcode") return;
    const [first, ...rest] = result.stores;
    expect(first?.store.id).toBe("antwerpen");
    expect(kilometres(first?.metres ?? 0)).toBeGreaterThan(90);
    expect(kilometres(first?.metres ?? 0)).toBeLessThan(110);
    const utrecht = rest.find(({ store }) => store.id === "kleine-wereld-utrecht");
    expect(kilometres(utrecht?.metres ?? 0)).toBeGreaterThan(130);
    expect(result.stores.map(({ metres }) => metres)).toEqual(
      [...result.stores.map(({ metres }) => metres)].sort((a, b) => a - b),
    );
  });

  it("far from any store's postcode still finds the stores near it: Groningen's 9711 lists Amsterdam first", () => {
    const result = findNearestStoreLocations(index, stores, "9711 AB", "NL");
    if (result.kind !== "postcode") throw new Error(result.kind);
    expect(result.stores[0]?.store.city).toBe("Amsterdam");
    expect(kilometres(result.stores[0]?.metres ?? 0)).toBeGreaterThan(140);
  });
});

describe("place names with typing mistakes", () => {
  it.each([
    ["a letter left out", "amsterdm", 1],
    ["a letter added", "amsterdaam", 1],
    ["two letters swapped", "amstedram", 1],
  ])("count %s as one edit", (_, typed, edits) => {
    expect(editDistance(typed, "amsterdam")).toBe(edits);
  });

  it("count no edit for a name typed right, and more than two for another name", () => {
    expect(editDistance("rotterdam", "rotterdam")).toBe(0);
    expect(editDistance("utrecht", "maastricht")).toBeGreaterThan(2);
  });

  it.each([
    ["ede", 0],
    ["berln", 1],
    ["amsterdm", 1],
    ["kopenhagn", 2],
  ])("allow none in short names, one from five letters, two from nine: %s allows %i", (name, typos) => {
    expect(typosAllowed(name)).toBe(typos);
  });

  it.each([
    ["Amsterdm", { name: "Amsterdam" }],
    ["Rotterdma", { name: "Rotterdam" }],
    ["Kopenhagn", { country: "dk" }],
    // "Ede" is a town of its own: no typo turns it into another.
    ["Ede", { name: "Ede" }],
  ])("still find the city, and never beat a name typed right: %s", (typed, city) => {
    expect(findCity(index, typed, "nl")).toMatchObject(city);
  });

  it("find no city for a word far from every name", () => {
    expect(findCity(index, "Xyzzyville", "nl")).toBeUndefined();
  });
});

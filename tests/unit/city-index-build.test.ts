import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import type { CityIndex } from "../../src/store-locations/city-index";
import { loadCityNames } from "../../src/store-locations/load-city-names";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import { findCity } from "../../src/store-locations/nearest-store-locations";
import { publishCityIndex } from "../../src/build/publish-city-index";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

const stores = loadStoreLocations(FIXTURE_ROOT, FIXTURE_CONTENT);
const cityNames = loadCityNames(FIXTURE_ROOT, FIXTURE_CONTENT);

let dir: string;
let text: string;
let index: CityIndex;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "city-index-"));
  publishCityIndex(path.join(dir, "city-index.json"), stores, cityNames);
  text = fs.readFileSync(path.join(dir, "city-index.json"), "utf8");
  index = JSON.parse(text) as CityIndex;
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the store finder's city index, from the real city table and the fixture content", () => {
  it("finds the cities near stores by their Dutch, English and own names", () => {
    const found = (query: string) => {
      const city = findCity(index, query, "NL");
      return city && `${city.name} ${city.country}`;
    };
    expect(found("Den Haag")).toBe("Den Haag nl");
    expect(found("the hague")).toBe("The Hague nl");
    expect(found("Kopenhagen")).toBe("Kopenhagen dk");
    expect(found("Copenhagen")).toBe("Copenhagen dk");
    expect(found("kobenhavn")).toBe("København dk");
    expect(found("Keulen")).toBe("Keulen de");
    expect(found("Antwerp")).toBe("Antwerp be");
    expect(found("Den Bosch")).toBe("Den Bosch nl");
    expect(found("Delft")).toBe("Delft nl");
  });

  it("gives every name of content/city-names.yaml to its city", () => {
    for (const entry of cityNames.cities)
      for (const name of entry.names)
        expect(findCity(index, name, entry.country)?.country, name).toBe(entry.country);
  });

  it("stays small: only the stores' countries, towns of 15,000 people and more", () => {
    const countries = new Set(index.map(([, country]) => country));
    expect([...countries].sort()).toEqual([...new Set(stores.map((store) => store.country))].sort());
    expect(gzipSync(text).length).toBeLessThan(90_000);
  });

  it("stops the build at the line of a name given to a city the table does not have", () => {
    const wrong = {
      file: "content/city-names.yaml",
      cities: [
        { city: "Den Haag", country: "nl", names: ["The Hague"], line: 11 },
        { city: "Oslo", country: "no", names: ["Christiania"], line: 14 },
      ],
    };
    let error: unknown;
    try {
      publishCityIndex(path.join(dir, "wrong.json"), stores, wrong);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      {
        file: "content/city-names.yaml",
        line: 11,
        message: 'the city table has no "Den Haag" in "nl": write the city as the table does',
      },
      {
        file: "content/city-names.yaml",
        line: 14,
        message: '"no" has no store: the finder knows only the cities of the stores\' countries',
      },
    ]);
    expect(fs.existsSync(path.join(dir, "wrong.json"))).toBe(false);
  });
});

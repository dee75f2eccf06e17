import { describe, expect, it } from "vitest";
import { buildCityIndex, type Place } from "../../src/store-locations/city-index";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import {
  byDistance,
  findCity,
  findNearestStoreLocations,
} from "../../src/store-locations/nearest-store-locations";
import { normalisePlaceName } from "../../src/store-locations/place-names";
import { findByPostcode, looksLikePostcode } from "../../src/store-locations/postcode";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";
import { expectResults } from "./support/results";

const stores = loadStoreLocations(FIXTURE_ROOT, FIXTURE_CONTENT);
const ids = (list: { store: { id: string } }[]) => list.map(({ store }) => store.id);

const places: Place[] = [
  { name: "The Hague", country: "NL", population: 474_292, lat: 52.07667, lng: 4.29861 },
  { name: "Copenhagen", country: "DK", population: 1_153_615, lat: 55.67594, lng: 12.56553 },
  { name: "Paris", country: "FR", population: 2_138_551, lat: 48.85341, lng: 2.3488 },
  { name: "Paris", country: "US", population: 25_171, lat: 33.66094, lng: -95.55551 },
  { name: "Delft", country: "NL", population: 95_060, lat: 52.00667, lng: 4.35556 },
  { name: "Bergen", country: "NO", population: 213_585, lat: 60.39299, lng: 5.32415 },
  { name: "Zandvoort", country: "NL", population: 16_000, lat: 52.37, lng: 4.53 },
  { name: "Eext", country: "NL", population: 1_100, lat: 52.95, lng: 6.72 },
  { name: "Hamburg", country: "DE", population: 1_739_117, lat: 53.57532, lng: 10.01534 },
  { name: "Hamburg-Nord", country: "DE", population: 280_000, lat: 53.59, lng: 10.0 },
];
const names = [
  { city: "The Hague", country: "nl", names: ["Den Haag", "'s-Gravenhage"], line: 3 },
  { city: "Copenhagen", country: "dk", names: ["Kopenhagen", "København", "Kobenhavn"], line: 6 },
  { city: "Eext", country: "nl", names: ["Eext (Drenthe)"], line: 9 },
  { city: "Atlantis", country: "nl", names: ["Atlantis"], line: 12 },
];
const options = { countries: ["nl", "dk", "fr", "us", "de"], minPopulation: 15_000 };
const { index, unknown } = buildCityIndex(places, names, options);

describe("normalisePlaceName", () => {
  it("ignores case, accents, apostrophes, hyphens and spaces around", () => {
    expectResults(normalisePlaceName, {
      "  'S-Gravenhage ": "s gravenhage",
      Liège: "liege",
      "Den  Haag": "den haag",
    });
  });

  it("spells out letters that Unicode keeps whole", () => {
    expectResults(normalisePlaceName, {
      København: "kobenhavn",
      KØBENHAVN: "kobenhavn",
      Straße: "strasse",
      Łódź: "lodz",
      Ærøskøbing: "aeroskobing",
    });
  });
});

describe("buildCityIndex", () => {
  it("keeps the cities of the given countries from the population on, most populous first", () => {
    expect(index.map(([cityNames, country]) => `${cityNames[0]} ${country}`)).toEqual([
      "Paris fr",
      "Hamburg de",
      "Copenhagen dk",
      "The Hague nl",
      "Hamburg-Nord de",
      "Delft nl",
      "Paris us",
      "Zandvoort nl",
      // Smaller than the limit, but content/city-names.yaml names it.
      "Eext nl",
    ]);
  });

  it("adds the other names, once per spelling, and rounds coordinates to about a kilometre", () => {
    expect(index.find(([cityNames]) => cityNames[0] === "Copenhagen")).toEqual([
      ["Copenhagen", "Kopenhagen", "København"],
      "dk",
      55.68,
      12.57,
    ]);
  });

  it("reports names given to a city the table does not have, with their line", () => {
    expect(unknown).toEqual([names[3]]);
  });
});

describe("findCity", () => {
  it("finds a city by any of its names, whatever the case and accents", () => {
    for (const query of ["Den Haag", "den haag", "'s-Gravenhage", "s gravenhage", "The Hague"])
      expect(findCity(index, query)?.point, query).toEqual({ lat: 52.08, lng: 4.3 });
    expect(findCity(index, "kobenhavn")).toEqual({
      name: "København",
      country: "dk",
      point: { lat: 55.68, lng: 12.57 },
    });
  });

  it.each([
    [undefined, "fr"],
    ["NL", "fr"],
    ["US", "us"],
  ])(
    "prefers the visitor's country for a name two countries share, else the most populous: Paris for %s is in %s",
    (visitor, country) => {
      expect(findCity(index, "Paris", visitor)?.country).toBe(country);
    },
  );

  it.each([
    ["Kopenh", "Kopenhagen"],
    ["Hamburg", "Hamburg"],
    ["Zand", "Zandvoort"],
  ])("takes the start of a name from three letters on, a whole name first: %s finds %s", (typed, name) => {
    expect(findCity(index, typed)?.name).toBe(name);
  });

  // Bergen (Norway) is outside the stores' countries; "Za" is shorter than three letters.
  it.each(["Za", "Atlantis", "   ", "'-", "Bergen"])(
    "finds nothing for unknown, short or empty words: %j",
    (word) => {
      expect(findCity(index, word)).toBeUndefined();
    },
  );
});

describe("byDistance", () => {
  it("lists every store, nearest first, in metres", () => {
    const fromTheHague = byDistance(stores, { lat: 52.08, lng: 4.3 });
    expect(ids(fromTheHague).slice(0, 4)).toEqual([
      "rotterdam",
      "amsterdam-zuid",
      "amsterdam-centrum",
      "kleine-wereld-utrecht",
    ]);
    expect(fromTheHague).toHaveLength(stores.length);
    // The Hague to Rotterdam is about 20 km as the crow flies.
    expect(fromTheHague[0]?.metres).toBeGreaterThan(19_000);
    expect(fromTheHague[0]?.metres).toBeLessThan(22_000);
    expect(ids(fromTheHague).at(-1)).toBe("sydney-paddington");
  });
});

describe("postcodes", () => {
  it("tells a postcode from a city name", () => {
    for (const postcode of ["3512 AB", "3512AB", "10119", "W1U 4EW", "118 26", "2000"])
      expect(looksLikePostcode(postcode), postcode).toBe(true);
    for (const city of ["Den Haag", "København", "Sint-Niklaas", "3", "1234567890123"])
      expect(looksLikePostcode(city), city).toBe(false);
  });

  const byPostcode = (query: string, visitor?: string) => findByPostcode(stores, query, visitor)?.id;

  it.each([
    ["3512 AB", "kleine-wereld-utrecht"],
    ["1017", "amsterdam-centrum"],
  ])("finds the store of the same postcode district: %s is %s", (postcode, id) => {
    expect(byPostcode(postcode, "NL")).toBe(id);
  });

  it.each([
    // The Hague (25xx): Rotterdam (30xx) is nearer in number than Amsterdam (10xx).
    ["2511", "rotterdam"],
    ["10115", "berlin-mitte"],
    ["10001", "new-york-soho"],
    ["75011", "paris-marais"],
    ["m1 1ae", "little-acorn-manchester"],
  ])("finds the nearest store with a postcode of the same form: %s is %s", (postcode, id) => {
    expect(byPostcode(postcode, "NL")).toBe(id);
  });

  // Four digits are Dutch, Belgian, Danish and Australian: Haarlem's 2010 is near Amsterdam, not Antwerp.
  it.each([
    ["2010", "NL", "amsterdam-zuid"],
    ["2010", "BE", "antwerpen"],
    ["2000", "NL", "antwerpen"],
  ])(
    "prefers the visitor's country for a form several countries share, unless a store has the very code: %s from %s is %s",
    (postcode, visitor, id) => {
      expect(byPostcode(postcode, visitor)).toBe(id);
    },
  );

  it.each(["SW1A 1AA", "123"])("finds nothing for a form no store has: %s", (postcode) => {
    expect(byPostcode(postcode, "NL")).toBeUndefined();
  });
});

describe("findNearestStoreLocations", () => {
  it("answers a city with the stores nearest to it", () => {
    const result = findNearestStoreLocations(index, stores, "Delft", "NL");
    expect(result.kind).toBe("city");
    if (result.kind !== "city") return;
    expect(result.city.name).toBe("Delft");
    expect(ids(result.stores)[0]).toBe("rotterdam");
  });

  it("answers a postcode with the stores nearest to the store of its district", () => {
    const result = findNearestStoreLocations(index, stores, " 3512 ab ", "NL");
    expect(result).toMatchObject({ kind: "postcode", postcode: "3512 AB" });
    if (result.kind === "postcode") expect(ids(result.stores)[0]).toBe("kleine-wereld-utrecht");
  });

  it.each(["Atlantis", "99"])("answers unknown words with nothing: %s", (words) => {
    expect(findNearestStoreLocations(index, stores, words, "NL")).toEqual({ kind: "none" });
  });
});

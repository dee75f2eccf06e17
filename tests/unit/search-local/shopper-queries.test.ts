import { describe, expect, it } from "vitest";
import { productImage } from "../../../src/catalogue/images";
import { CLOSEST_ONLY, runRecordQuery } from "../../../services/search-local/record-query";
import { recordQuerySchema } from "../../../services/search-local/search-request";
import { shopIndex } from "./local-service";

const US = "local-us-en-US";
const NL = "local-nl-nl-NL";
const search = (term: string, apiKey = US, limit = 10) =>
  runRecordQuery(
    recordQuerySchema.parse({ id: "q", typeOfRequest: "SEARCH", settings: { query: { term }, limit } }),
    shopIndex(apiKey),
  );
const ids = (term: string, apiKey = US, limit = 10) => search(term, apiKey, limit).records.map((r) => r.id);

const CARRIERS = [
  "baby-carrier-harmony",
  "baby-carrier-mini",
  "baby-carrier-move",
  "baby-carrier-one",
  "baby-carrier-one-air",
];
const BOUNCERS = ["bouncer-balance-soft", "bouncer-bliss", "bouncer-bliss-air", "bouncer-easy"];

describe("search as shoppers type it", () => {
  it("puts the product a query names before the accessories made for it", () => {
    expect(ids("travel cot")).toEqual([
      "travel-crib-light",
      ...["travel-crib-bag", "travel-crib-sheet", "travel-crib-mattress"].filter((id) =>
        ids("travel cot").includes(id),
      ),
    ]);
    expect(ids("crib", US, 1)).toEqual(["baby-crib"]);
    expect(ids("cot", US, 1)).toEqual(["baby-crib"]);
    expect(ids("campingbed", NL, 1)).toEqual(["travel-crib-light"]);
  });

  it("takes a colour out of the query as a filter, and shows each product in it", () => {
    const pink = search("pink carrier").records;
    expect(pink.map((record) => record.id)).toEqual(["baby-carrier-mini", "teething-bib"]);
    expect(pink.map((record) => record.image)).toEqual([
      productImage("baby-carrier-mini", "dusty-pink"),
      productImage("teething-bib", "dusty-pink"),
    ]);
    // "grey" is "gray" by the shop's synonyms; a Dutch colour is found in its compounds too.
    for (const [term, apiKey] of [
      ["bouncer grey", US],
      ["wipstoel grijs", NL],
    ] as const) {
      const records = search(term, apiKey).records;
      expect(records.map((record) => record.id).sort()).toEqual(BOUNCERS);
      for (const record of records) expect(record.image).toMatch(/-(dark-gray|sand-gray|grey-beige)\.svg$/);
    }
    const white = search("white bouncer").records;
    expect(white.map((record) => record.id)).toEqual(
      expect.arrayContaining(["bouncer-balance-soft", "bouncer-bliss", "bouncer-bliss-air"]),
    );
    expect(white.map((record) => record.id)).not.toContain("bouncer-easy");
    for (const record of white) expect(record.image).toMatch(/-(cream-)?white\.svg$/);
  });

  it("takes a size out of the query as a filter", () => {
    expect(ids("sleep bag size m")).toEqual(["sleep-bag"]);
    expect(ids("slaapzak maat s", NL)).toEqual(["sleep-bag"]);
    // Of the cribs and what goes with them, only the sleeping bag comes in sizes.
    expect(ids("crib m")).toEqual(["sleep-bag"]);
    expect(ids("maat s", NL)).toEqual(["sleep-bag"]);
  });

  it("finds the other language's words on either shop", () => {
    expect(ids("draagzak", US, 5).sort()).toEqual(CARRIERS);
    expect(ids("carrier", NL, 5).sort()).toEqual(CARRIERS);
    expect(ids("wipstoel", US, 4).sort()).toEqual(BOUNCERS);
    expect(ids("bouncer", NL, 4).sort()).toEqual(BOUNCERS);
  });

  it("says so when nothing has every word asked for or the colour asked for, and answers with the closest", () => {
    const carSeat = search("car seat");
    expect(carSeat.meta.notificationCode).toBe(CLOSEST_ONLY);
    expect(carSeat.records.length).toBeGreaterThan(0);
    const greenBath = search("green baby bath");
    expect(greenBath.meta.notificationCode).toBe(CLOSEST_ONLY);
    expect(greenBath.records[0]?.id).toBe("baby-bath");
    expect(search("bouncer").meta.notificationCode).toBe(1);
    expect(search("pram").records).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { expandEntry } from "../../src/redirects/expand";
import { shopCountries } from "../../src/redirects/visitor-countries";
import { loadShops } from "../../src/shops/load-shops";
import { deliveryMismatches, linkLandings } from "../../src/studio/link-landings";
import { FIXTURE_ROOT } from "./support/fixture-content";
import { KITCHEN_UTM, kitchenLink } from "./support/redirects";

const shops = loadShops(FIXTURE_ROOT);
const origin = (id: string) => shops.shops.find((shop) => shop.id === id)?.origin ?? "";

const LINK = kitchenLink({
  slug: "qr-kitchen-1",
  countries: ["de", "nl", "jp"],
  overrides: [{ country: "nl", target: "/categories/bathroom/" }],
});

const landing = (landings: ReturnType<typeof linkLandings>, country?: string) =>
  landings.find((row) => row.country === country);

describe("linkLandings", () => {
  const landings = linkLandings(LINK, shops);

  it("lists every country the shops sell to, by name, then any other country", () => {
    expect(landings.map((row) => row.country)).toEqual([
      ...shopCountries(shops).sort((a, b) =>
        (landing(landings, a)?.label ?? "").localeCompare(landing(landings, b)?.label ?? "", "en"),
      ),
      undefined,
    ]);
    expect(landing(landings, "de")?.label).toBe("Germany (de)");
    expect(landings.at(-1)?.label).toBe("Any other country");
  });

  it("gives each the exact address of the build's rules, tracking included", () => {
    expect(landing(landings, "de")?.address).toBe(`${origin("de")}/categories/kitchen/${KITCHEN_UTM}`);
    expect(landing(landings, "nl")?.address).toBe(`${origin("nl")}/categories/bathroom/${KITCHEN_UTM}`);
    expect(landing(landings, undefined)?.address).toBe(`${origin("us")}/categories/kitchen/${KITCHEN_UTM}`);
    const rules = expandEntry(LINK, shops);
    for (const row of landings.filter((row) => row.country && LINK.countries.includes(row.country)))
      expect(rules.find((rule) => rule.conditions?.country === row.country)?.toPath).toBe(row.address);
  });

  it("warns where a shop run elsewhere must have the page", () => {
    expect(landing(landings, "jp")?.elsewhere).toBe(shops.shops.find((shop) => shop.id === "jp")?.name);
    expect(landing(landings, "de")?.elsewhere).toBeUndefined();
  });

  it("marks what changed from the saved link, and only that", () => {
    const edited = linkLandings({ ...LINK, target: "/categories/bouncers/" }, shops, LINK);
    expect(landing(edited, "de")?.before).toBe(`${origin("de")}/categories/kitchen/${KITCHEN_UTM}`);
    expect(landing(edited, "de")?.address).toBe(`${origin("de")}/categories/bouncers/${KITCHEN_UTM}`);
    expect(landing(edited, "nl")?.before).toBeUndefined();
    expect(landings.every((row) => row.before === undefined)).toBe(true);
  });
});

describe("linkLandings: each country's shop, and the shops that do not deliver there", () => {
  const name = (id: string) => shops.shops.find((shop) => shop.id === id)?.name;

  it("names the shop each country lands on, and none for an address outside the shops", () => {
    const landings = linkLandings(
      kitchenLink({
        countries: ["de", "jp"],
        overrides: [{ country: "jp", url: "https://topics.example.org/x/" }],
      }),
      shops,
    );
    expect(landing(landings, "de")?.shop).toBe(name("de"));
    expect(landing(landings, "pl")?.shop).toBe(name("us"));
    expect(landing(landings, "jp")?.shop).toBeUndefined();
  });

  it("shows a listed country no shop sells to where its exception sends it", () => {
    const landings = linkLandings(
      kitchenLink({ countries: ["br"], overrides: [{ country: "br", shop: "us" }] }),
      shops,
    );
    expect(landing(landings, "br")).toMatchObject({ label: "Brazil (br)", shop: name("us") });
  });

  it("warns when an exception sends a country to a shop that does not deliver there", () => {
    const link = kitchenLink({
      countries: ["pl", "de", "br"],
      overrides: [
        { country: "pl", shop: "de" },
        { country: "de", url: "https://nl.babyshop.example/categories/kitchen/" },
        { country: "br", shop: "us" },
      ],
    });
    expect(Object.fromEntries(deliveryMismatches(link, shops))).toEqual({
      pl: `Poland (pl) is sent to ${name("de")}, which does not deliver to Poland: check its exception.`,
      de: `Germany (de) is sent to ${name("nl")}, which does not deliver to Germany: check its exception.`,
    });
    expect(landing(linkLandings(link, shops), "pl")?.mismatch).toContain("Poland (pl) is sent to");
  });

  it("does not warn for a country's own shop, one no shop sells to, the fallback, or a retired link", () => {
    const own = kitchenLink({
      countries: ["pl"],
      overrides: [{ country: "pl", shop: "eu" }],
      fallback: "eu",
    });
    expect(deliveryMismatches(own, shops).size).toBe(0);
    const retired = kitchenLink({
      countries: ["pl"],
      overrides: [{ country: "pl", shop: "de" }],
      retired: "/",
    });
    expect(deliveryMismatches(retired, shops).size).toBe(0);
  });
});

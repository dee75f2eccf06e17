import { describe, expect, it } from "vitest";
import { withParameters } from "../../src/filters/query-string";

describe("withParameters", () => {
  it("sets a parameter and keeps the others where they were", () => {
    expect(withParameters("?q=draagzak&page=2", { sort: "price_asc" })).toBe(
      "?q=draagzak&page=2&sort=price_asc",
    );
    expect(withParameters("?q=draagzak&page=2", { q: "wieg" })).toBe("?q=wieg&page=2");
  });

  it("removes a parameter given null or an empty value", () => {
    expect(withParameters("?q=wieg&page=2&sort=name_asc", { page: null, sort: "" })).toBe("?q=wieg");
  });

  it("answers an empty string, not a lone question mark, when nothing is left", () => {
    expect(withParameters("?colour=white", { colour: null })).toBe("");
    expect(withParameters("", {})).toBe("");
  });

  it("keeps commas of lists readable and escapes what would break the address", () => {
    expect(withParameters("", { o_colour: "white,sand" })).toBe("?o_colour=white,sand");
    expect(withParameters("", { city: "Den Haag & Delft" })).toBe("?city=Den+Haag+%26+Delft");
  });
});

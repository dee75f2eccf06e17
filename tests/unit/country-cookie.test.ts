import { describe, expect, it } from "vitest";
import { countryCookieOptions } from "../../src/country/country-cookie";

describe("the country cookie", () => {
  it("lasts 365 days on the whole site, SameSite lax, Secure on https", () => {
    expect(countryCookieOptions("https:")).toEqual({
      expires: 365,
      path: "/",
      sameSite: "lax",
      secure: true,
    });
  });

  it("is not marked Secure over plain http (localhost), where the browser would drop it", () => {
    expect(countryCookieOptions("http:").secure).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { hasPendingAnalytics } from "../../../src/search/pending-analytics";

describe("pending analytics", () => {
  it("are waiting when the stored list has requests", () => {
    expect(hasPendingAnalytics(() => JSON.stringify([{ id: "1", url: "/analytics/collect" }]))).toBe(true);
  });

  it("are not waiting when the list is missing, empty, malformed or unreadable", () => {
    for (const stored of [null, "[]", "{", "{}", '"x"'])
      expect(
        hasPendingAnalytics(() => stored),
        String(stored),
      ).toBe(false);
    expect(
      hasPendingAnalytics(() => {
        throw new DOMException("denied", "SecurityError");
      }),
    ).toBe(false);
  });
});

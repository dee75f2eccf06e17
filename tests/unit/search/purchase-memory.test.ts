import { describe, expect, it } from "vitest";
import { neverThrowing } from "../../../src/consent/never-throwing-storage";
import { firstTelling } from "../../../src/search/purchase-memory";
import { MemoryStorage } from "../../support/memory-storage";

describe("firstTelling", () => {
  it("tells the search service of an order once in a tab, and of the next order too", () => {
    const session = new MemoryStorage();
    expect(firstTelling("BS-1001", session)).toBe(true);
    expect(firstTelling("BS-1001", session)).toBe(false);
    expect(firstTelling("BS-1002", session)).toBe(true);
  });

  it("tells it again after a reload where the browser refuses storage", () => {
    const refusing = neverThrowing(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(firstTelling("BS-1001", refusing)).toBe(true);
    expect(firstTelling("BS-1001", refusing)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { purchaseMemory } from "../../../src/search/purchase-memory";
import { MemoryStorage } from "../../support/memory-storage";

describe("purchaseMemory", () => {
  it("tells the search service of an order once in a tab, and of the next order too", () => {
    const session = new MemoryStorage();
    const memory = purchaseMemory(() => session);
    expect(memory.firstTelling("BS-1001")).toBe(true);
    expect(purchaseMemory(() => session).firstTelling("BS-1001")).toBe(false);
    expect(memory.firstTelling("BS-1002")).toBe(true);
  });

  it("tells it again after a reload where the browser refuses storage", () => {
    const refusing = purchaseMemory(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(refusing.firstTelling("BS-1001")).toBe(true);
    expect(refusing.firstTelling("BS-1001")).toBe(true);
  });
});

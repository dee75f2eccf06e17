// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
// The SDK first, as the site loads it: its own modules import each other in a circle.
import "@klevu/core";
import { KlevuStorage } from "../../../src/search/klevu-internal";
import { toleratesFullStorage } from "../../../src/search/klevu-full-storage";

describe("toleratesFullStorage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lets the SDK go on when storage is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => KlevuStorage.setItem("klevu-test-full", "1")).toThrow("quota");
    toleratesFullStorage();
    expect(() => KlevuStorage.setItem("klevu-test-full", "1")).not.toThrow();
  });

  it("still keeps what fits", () => {
    toleratesFullStorage();
    KlevuStorage.setItem("klevu-test-kept", "1");
    expect(window.localStorage.getItem("klevu-test-kept")).toBe("1");
  });
});

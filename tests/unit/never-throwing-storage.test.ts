import { describe, expect, it, vi } from "vitest";
import { neverThrowing, type KeyValueStorage } from "../../src/consent/never-throwing-storage";

const memory = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
};

const refusing: KeyValueStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

describe("neverThrowing", () => {
  it("keeps, reads and removes through storage that works, without a word of refusal", () => {
    const onRefusal = vi.fn();
    const kept = memory();
    const local = neverThrowing(() => kept, onRefusal);
    local.setItem("language", "en-US");
    expect(local.getItem("language")).toBe("en-US");
    local.removeItem("language");
    expect(local.getItem("language")).toBeNull();
    expect(onRefusal).not.toHaveBeenCalled();
  });

  it("finds nothing and keeps nothing where the browser refuses, and says so each time", () => {
    const onRefusal = vi.fn();
    const local = neverThrowing(() => refusing, onRefusal);
    expect(() => local.setItem("cart", "[]")).not.toThrow();
    expect(local.getItem("cart")).toBeNull();
    expect(() => local.removeItem("cart")).not.toThrow();
    expect(onRefusal).toHaveBeenCalledTimes(3);
  });

  it("counts storage that cannot even be reached as refused", () => {
    const onRefusal = vi.fn();
    const local = neverThrowing(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    }, onRefusal);
    expect(local.getItem("cart")).toBeNull();
    expect(onRefusal).toHaveBeenCalledOnce();
  });

  it("counts storage that is not there (hidden after a refusal, or server rendering) as refused", () => {
    const onRefusal = vi.fn();
    const local = neverThrowing(() => undefined, onRefusal);
    local.setItem("cart", "[]");
    expect(local.getItem("cart")).toBeNull();
    expect(onRefusal).toHaveBeenCalledTimes(2);
  });
});

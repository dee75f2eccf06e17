import { describe, expect, it } from "vitest";
import { hideRefusedStorage } from "../../src/app/hide-refused-storage";

const refuse = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("hideRefusedStorage", () => {
  it("replaces storage that throws on reading with undefined", () => {
    const target = {};
    Object.defineProperty(target, "localStorage", { get: refuse, configurable: true });
    Object.defineProperty(target, "sessionStorage", { get: refuse, configurable: true });
    hideRefusedStorage(target as Window);
    expect((target as Window).localStorage).toBeUndefined();
    expect((target as Window).sessionStorage).toBeUndefined();
  });

  it("leaves storage that can be read alone, even when it cannot be written", () => {
    const local = { getItem: () => null } as unknown as Storage;
    const target = { localStorage: local, sessionStorage: local } as Window;
    hideRefusedStorage(target);
    expect(target.localStorage).toBe(local);
    expect(target.sessionStorage).toBe(local);
  });

  it("gives up quietly on storage it cannot replace", () => {
    const target = {};
    Object.defineProperty(target, "localStorage", { get: refuse, configurable: false });
    Object.defineProperty(target, "sessionStorage", { get: refuse, configurable: false });
    expect(() => hideRefusedStorage(target as Window)).not.toThrow();
    expect(() => (target as Window).localStorage).toThrow("insecure");
  });
});

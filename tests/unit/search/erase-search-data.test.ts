import { describe, expect, it } from "vitest";
import { eraseSearchVisitorData } from "../../../src/search/erase-search-data";

const storage = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
};

describe("erasing what search kept", () => {
  it("removes every klevu- key but the shared settings files, and nothing else, from each storage", () => {
    const local = storage({
      "klevu-last-searches": "[]",
      "klevu-user-sessionId": "s",
      "klevu-ip-data": "{}",
      "klevu-kmc-data": "{}",
      "klevu-kmc-data-ts": "1",
      "storefront-cart": "{}",
    });
    const session = storage({ "klevu-pending-analytics": "[]", consent: "x" });
    eraseSearchVisitorData([() => local, () => session]);
    expect(local.keys()).toEqual(["klevu-kmc-data", "klevu-kmc-data-ts", "storefront-cart"]);
    expect(session.keys()).toEqual(["consent"]);
  });

  it("skips storage the browser denies", () => {
    const local = storage({ "klevu-last-clicks": "[]" });
    const denied = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(() => eraseSearchVisitorData([denied, () => local])).not.toThrow();
    expect(local.keys()).toEqual([]);
  });
});

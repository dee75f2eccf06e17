import { describe, expect, it } from "vitest";
import {
  IP_DATA_REFRESH_MS,
  ipAddressOf,
  ipDataDueIn,
  parseIpData,
} from "../../../src/search/visitor-ip-data";

const data = { uuid: "u-1", ipv4: "192.0.2.1", ipv6: "", fetchedAt: 1_000 };

describe("visitor IP data", () => {
  it("is due at once when there is none, and an hour after it was fetched", () => {
    expect(ipDataDueIn(undefined, 5_000)).toBe(0);
    expect(ipDataDueIn(data, 1_000)).toBe(IP_DATA_REFRESH_MS);
    expect(ipDataDueIn(data, 1_000 + IP_DATA_REFRESH_MS + 1)).toBe(0);
  });

  it("reads back only well-formed stored data", () => {
    expect(parseIpData(JSON.stringify(data))).toEqual(data);
    for (const bad of [null, "", "{", "null", "[]", JSON.stringify({ ...data, fetchedAt: "soon" })])
      expect(parseIpData(bad)).toBeUndefined();
  });

  it("takes the address from a check service's answer, or nothing", () => {
    expect(ipAddressOf({ klevu_uuid: "u-1", ip_address: "2001:db8::1" })).toBe("2001:db8::1");
    expect(ipAddressOf({ ip_address: 7 })).toBe("");
    expect(ipAddressOf(null)).toBe("");
    expect(ipAddressOf({ ip_address: "x".repeat(65) })).toBe("");
  });
});

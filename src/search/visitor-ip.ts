import { KlevuConfig } from "@klevu/core";
import { KlevuStorage } from "./klevu-internal";
import {
  IP_DATA_REFRESH_MS,
  IP_DATA_STORAGE_KEY,
  ipAddressOf,
  ipDataDueIn,
  parseIpData,
  type VisitorIpData,
} from "./visitor-ip-data";

let timer: ReturnType<typeof setTimeout> | undefined;

const post = async (url: string, uuid: string): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ klevu_uuid: uuid }),
  });
  if (!response.ok) throw new Error(`IP check service answered ${response.status}`);
  return response.json();
};

async function refresh(ipv4Url: string, ipv6Url: string): Promise<void> {
  timer = undefined;
  if (KlevuConfig.getDefault().isConsentDisallowed()) return;
  const stored = parseIpData(KlevuStorage.getItem(IP_DATA_STORAGE_KEY));
  const uuid = stored?.uuid ?? crypto.randomUUID();
  try {
    const [v4, v6] = await Promise.allSettled([post(ipv4Url, uuid), post(ipv6Url, uuid)]);
    if (v4.status === "rejected" && v6.status === "rejected") throw v4.reason;
    const data: VisitorIpData = {
      uuid,
      ipv4: v4.status === "fulfilled" ? ipAddressOf(v4.value) : "",
      ipv6: v6.status === "fulfilled" ? ipAddressOf(v6.value) : "",
      fetchedAt: Date.now(),
    };
    KlevuStorage.setItem(IP_DATA_STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    console.error("Failed to fetch visitor IP data; retrying in an hour", error);
  }
  timer = setTimeout(() => void refresh(ipv4Url, ipv6Url), IP_DATA_REFRESH_MS);
}

/** Keeps IP data fresh while consent lasts: hourly, and an hour after a failure. Idempotent. */
export function startVisitorIpData(ipv4Url: string, ipv6Url: string): void {
  if (timer !== undefined) return;
  KlevuStorage.addKey(IP_DATA_STORAGE_KEY);
  const due = ipDataDueIn(parseIpData(KlevuStorage.getItem(IP_DATA_STORAGE_KEY)), Date.now());
  timer = setTimeout(() => void refresh(ipv4Url, ipv6Url), due);
}

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

export interface IpCheckServices {
  ipv4Url: string;
  ipv6Url: string;
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** The refresh under way: the next one waits for it, and so reads the visitor id it stored. */
let running: Promise<void> = Promise.resolve();

const post = async (url: string, uuid: string): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ klevu_uuid: uuid }),
  });
  if (!response.ok) throw new Error(`IP check service answered ${response.status}`);
  return response.json();
};

const schedule = (services: IpCheckServices, delay: number) => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Two at once would each make up a visitor id (consent given while the first check is on its
    // way), and the provider would see two visitors.
    running = running.then(() => refresh(services));
  }, delay);
};

async function refresh(services: IpCheckServices): Promise<void> {
  timer = undefined;
  if (KlevuConfig.getDefault().isConsentDisallowed()) return;
  const stored = parseIpData(KlevuStorage.getItem(IP_DATA_STORAGE_KEY));
  const uuid = stored?.uuid ?? crypto.randomUUID();
  try {
    const [v4, v6] = await Promise.allSettled([post(services.ipv4Url, uuid), post(services.ipv6Url, uuid)]);
    if (v4.status === "rejected" && v6.status === "rejected") throw v4.reason;
    const data: VisitorIpData = {
      uuid,
      ipv4: v4.status === "fulfilled" ? ipAddressOf(v4.value) : "",
      ipv6: v6.status === "fulfilled" ? ipAddressOf(v6.value) : "",
      fetchedAt: Date.now(),
    };
    // Consent may have been withdrawn while the answers were on their way: keep nothing then.
    if (KlevuConfig.getDefault().isConsentDisallowed()) return;
    KlevuStorage.setItem(IP_DATA_STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    console.error("Failed to fetch visitor IP data; retrying in an hour", error);
  }
  if (!KlevuConfig.getDefault().isConsentDisallowed()) schedule(services, IP_DATA_REFRESH_MS);
}

/** Without consent nothing is asked, and the hourly round ends. */
export function keepVisitorIpData(services: IpCheckServices): void {
  KlevuStorage.addKey(IP_DATA_STORAGE_KEY);
  schedule(services, ipDataDueIn(parseIpData(KlevuStorage.getItem(IP_DATA_STORAGE_KEY)), Date.now()));
}

export function regenerateVisitorIpData(services: IpCheckServices): void {
  KlevuStorage.addKey(IP_DATA_STORAGE_KEY);
  schedule(services, 0);
}

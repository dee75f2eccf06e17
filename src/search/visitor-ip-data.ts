/** The shape `@klevu/core` has from 5.4, so that this module can go when the SDK catches up. */
export interface VisitorIpData {
  uuid: string;
  ipv4: string;
  ipv6: string;
  fetchedAt: number;
}

export const IP_DATA_STORAGE_KEY = "klevu-ip-data";
/** IP data is refreshed hourly, and a failed fetch is retried after an hour. */
export const IP_DATA_REFRESH_MS = 60 * 60 * 1000;

export function parseIpData(stored: string | null): VisitorIpData | undefined {
  if (!stored) return undefined;
  try {
    const data: unknown = JSON.parse(stored);
    if (typeof data !== "object" || data === null) return undefined;
    const { uuid, ipv4, ipv6, fetchedAt } = data as Record<string, unknown>;
    if (typeof uuid !== "string" || typeof ipv4 !== "string" || typeof ipv6 !== "string") return undefined;
    if (typeof fetchedAt !== "number") return undefined;
    return { uuid, ipv4, ipv6, fetchedAt };
  } catch {
    return undefined;
  }
}

export const ipDataDueIn = (data: VisitorIpData | undefined, now: number): number =>
  data ? Math.max(0, data.fetchedAt + IP_DATA_REFRESH_MS - now) : 0;

export const ipAddressOf = (answer: unknown): string => {
  const address = (answer as { ip_address?: unknown } | null)?.ip_address;
  return typeof address === "string" && address.length <= 64 ? address : "";
};

import { startSearchService } from "../../../services/search-local/server";
import { loadSearchServiceData, type SearchServiceData } from "../../../services/search-local/service-data";
import { FIXTURE_ROOT } from "../support/fixture-content";

let data: SearchServiceData | undefined;

/** The service's data from the fixture content, read once per test file. */
export const serviceData = (): SearchServiceData => (data ??= loadSearchServiceData(FIXTURE_ROOT));

/** The service on a free port of this machine. */
export const startLocalService = () => startSearchService(serviceData(), { port: 0, host: "127.0.0.1" });

/** The index of one API key. */
export function shopIndex(apiKey: string) {
  const shop = serviceData().shops.get(apiKey);
  if (!shop) throw new Error(`no key ${apiKey}`);
  return shop;
}

// @vitest-environment jsdom
import axios from "axios";
import { afterEach, expect, it, vi } from "vitest";
// The SDK first, as the site loads it: its own modules import each other in a circle.
import { KlevuConfig } from "@klevu/core";
import { KLEVU_STORAGE_KEYS, KlevuEventV2, KlevuStorage } from "../../../src/search/klevu-internal";
import { missingPendingListReadsEmpty } from "../../../src/search/klevu-pending-list";
import { eraseSearchVisitorData } from "../../../src/search/erase-search-data";

afterEach(() => vi.restoreAllMocks());

it("an event that lands after the visitor withdrew consent logs no error", async () => {
  let land = () => undefined as void;
  const landed = new Promise<void>((resolve) => (land = resolve));
  KlevuConfig.init({
    url: "https://search.example/cs/v2/search",
    apiKey: "klevu-test",
    useConsent: true,
    consentGiven: true,
    // The SDK takes an axios instance where its type says the axios module.
    axios: axios.create({
      adapter: async (config) => {
        await landed;
        return { data: {}, status: 200, statusText: "OK", headers: {}, config };
      },
    }) as unknown as typeof axios,
  });
  // As the site connects search: every key the SDK keeps is guarded by consent.
  for (const key of KLEVU_STORAGE_KEYS) KlevuStorage.addKey(key);
  missingPendingListReadsEmpty();
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);

  const view = {
    event: "view_recs_list",
    event_data: { list_id: "k-1", list_name: "Similar", list_logic: "OTHER" },
  };
  const sent = KlevuEventV2([view] as unknown as Parameters<typeof KlevuEventV2>[0]);
  expect(sessionStorage.getItem("klevu-pending-analytics")).toContain("view_recs_list");
  // The visitor withdraws consent while the event is on its way: the site erases what search kept.
  KlevuConfig.getDefault().setConsentGiven(false);
  eraseSearchVisitorData([() => sessionStorage]);
  land();
  await sent;

  expect(error).not.toHaveBeenCalled();
  expect(sessionStorage.getItem("klevu-pending-analytics")).toBeNull();
});

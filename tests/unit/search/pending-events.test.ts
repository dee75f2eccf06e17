import { describe, expect, it } from "vitest";
import {
  readPendingEvents,
  replayBody,
  replayPendingEvents,
  withoutEvent,
} from "../../../src/search/pending-events";

const purchase = {
  id: "a",
  url: "https://stats.example/analytics/collect",
  data: [{ event: "order_purchase" }],
};
const click = {
  id: "b",
  url: "https://stats.example/analytics/productTracking",
  data: { klevu_type: "clicked", klevu_productPosition: 2, klevu_activeFilters: undefined },
};

describe("pending events", () => {
  it("are read from the SDK's list; a missing or malformed list, or entry, is none", () => {
    expect(readPendingEvents(JSON.stringify([purchase, { id: "c" }, null, click]))).toEqual([
      purchase,
      { ...click, data: { klevu_type: "clicked", klevu_productPosition: 2 } },
    ]);
    for (const stored of [null, "", "{", "{}", '"x"'])
      expect(readPendingEvents(stored), String(stored)).toEqual([]);
  });

  it("are sent again as first sent: a list of events v2 as it is (JSON), the fields of an event v1 as a form", () => {
    expect(replayBody(purchase.data)).toBe(purchase.data);
    const form = replayBody(click.data) as FormData;
    expect(Object.fromEntries(form)).toEqual({ klevu_type: "clicked", klevu_productPosition: "2" });
  });

  it("are sent one after another; one that failed keeps its note for the next page start", async () => {
    const sent: string[] = [];
    const removed: string[] = [];
    await replayPendingEvents(
      [purchase, click],
      async (url) => {
        sent.push(url);
        if (url.endsWith("collect")) throw new Error("503");
      },
      (id) => removed.push(id),
    );
    expect(sent).toEqual([purchase.url, click.url]);
    expect(removed).toEqual(["b"]);
  });

  it("are taken off the list one by one", () => {
    expect(withoutEvent([purchase, click], "a")).toEqual([click]);
    expect(withoutEvent([purchase], "x")).toEqual([purchase]);
  });
});

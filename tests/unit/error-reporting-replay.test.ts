// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://nl.babyshop.example/checkout/"}
import * as Sentry from "@sentry/gatsby";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCapturedReporting } from "./support/captured-envelopes";

// What the build compiles in for a production site.
vi.mock("../../src/runtime-settings/runtime-settings", () => ({
  shopSettings: { environment: "production" },
}));

// The replay integration records only in a browser, and takes a Node process for a browser only when it
// is Electron's renderer: for this test jsdom's window is that browser.
const electron = process as NodeJS.Process & { type?: string };
beforeAll(() => {
  electron.type = "renderer";
});
afterAll(async () => {
  await Sentry.close();
  delete electron.type;
});

describe("a session replay", () => {
  it("shows the page's text and masks what the visitor typed", async () => {
    document.body.innerHTML = `<main><h1>Gift box for twins</h1>
      <label>Name <input id="name" value="" /></label></main>`;
    const reporting = startCapturedReporting({
      sampleRate: "1",
      tracesSampleRate: "0",
      replaysSessionSampleRate: "1",
    });
    // Replay loads on demand, as it does on the site.
    await vi.waitFor(() => expect(Sentry.getReplay()?.getReplayId()).toBeTruthy());
    const name = document.getElementById("name") as HTMLInputElement;
    name.value = "Jan Jansen";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    // A replay shorter than 5 s is not sent: let the visit last 6 s.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 6_000);
    await Sentry.getReplay()?.flush();
    vi.useRealTimers();
    await Sentry.flush(2000);
    const recording = reporting.sent("replay_recording").join("\n");
    expect(recording).toContain("Gift box for twins");
    expect(recording).toContain("**********");
    expect(recording).not.toContain("Jan Jansen");
  });
});

import { expect, test } from "./support/fixtures";
import { REPORTING_PORT } from "./support/ports";
import { startReportingReceiver } from "./support/reporting-receiver";

// The page is made to throw a real error and a chunk-load error, uncaught both.
test.beforeEach(({ problems }) =>
  problems.expect(/^uncaught: checkout total is not a number/, /^uncaught: Loading chunk 4242 failed/),
);

test("a real error reaches error reporting and a chunk-load error does not", async ({ page }) => {
  const receiver = await startReportingReceiver(REPORTING_PORT);
  try {
    await page.goto("/");
    // The SDK loads after the page; throw the pair until the real error arrives.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            setTimeout(() => {
              const chunk = new Error("Loading chunk 4242 failed. (missing: /4242.js)");
              chunk.name = "ChunkLoadError";
              throw chunk;
            });
            setTimeout(() => {
              throw new Error("checkout total is not a number");
            });
          });
          return receiver.bodies.some((body) => body.includes("checkout total is not a number"));
        },
        { timeout: 15_000, intervals: [500] },
      )
      .toBe(true);
    expect(receiver.bodies.some((body) => body.includes("Loading chunk 4242"))).toBe(false);
  } finally {
    await receiver.close();
  }
});

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadShops } from "../../src/shops/load-shops";
import { loadBuildContent } from "../../src/build/load-build-content";
import { FRESH_ENGINE_CATALOGUE } from "../support/fresh-engine-offers";
import { redirectsCommand } from "../support/redirects-cli";

/**
 * The shop's own `content/`, which marketers edit, as each shop's build and `npm run redirects -- lint`
 * read it. The unit tests read the snapshot in tests/fixtures/ instead, so that they test the code alone.
 */

const ROOT = path.resolve(__dirname, "../..");
const run = promisify(execFile);

const builtShops = loadShops(ROOT)
  .shops.filter((shop) => !shop.external)
  .map((shop) => shop.id);

describe("the shop's content", { timeout: 120_000 }, () => {
  it.each(builtShops)("loads for the build of shop %s", (id) => {
    // With what a fresh engine sells: every SKU of the content is sold.
    expect(() =>
      loadBuildContent(ROOT, { SHOP: id, COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE }),
    ).not.toThrow();
  });

  it("passes `npm run redirects -- lint`, which reads content/ by default", async () => {
    const { stdout } = await run(...redirectsCommand("lint"), { cwd: ROOT });
    expect(stdout).toMatch(/^\d+ campaign links, \d+ rules: all fine\.\n$/);
  });
});

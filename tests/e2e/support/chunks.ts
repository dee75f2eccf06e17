import type { BrowserContext } from "@playwright/test";
import type { PageProblems } from "./fixtures";

/**
 * Makes the code chunk that holds `marker` fail to load (chunk names are hashes: it is found by what it
 * holds), and declares the browser's line about it. Every other chunk loads as usual; so does this one
 * once the returned function is called.
 */
export async function failChunkHolding(
  context: BrowserContext,
  problems: PageProblems,
  marker: string,
): Promise<() => void> {
  problems.expect(/^console: Failed to load resource: net::ERR_FAILED .*\/\d+-[0-9a-f]+\.js$/);
  let failing = true;
  await context.route(/\/\d+-[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failing && body.includes(marker)) return route.abort("failed");
    return route.fulfill({ response, body });
  });
  return () => {
    failing = false;
  };
}

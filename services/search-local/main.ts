/**
 * The local Klevu-compatible search service: `npm run search-service`. Port from SEARCH_SERVICE_PORT
 * (9300; 0 for any free port), host from SEARCH_SERVICE_HOST (localhost). Content mistakes stop it
 * with one line each. It indexes the commerce engine's prices and stock, read as it starts (the
 * engine's, COMMERCE_URL's, or the local one, waited for). With `--watch` (as `npm run develop` starts it) it indexes `content/` again after
 * every edit; a mistake is printed and the last good index kept. It runs under tsx's CommonJS hook alone
 * (`node --require tsx/cjs`): tsx's ES module loader runs on a thread of its own, about 16 MB of memory
 * this service has no use for.
 */
import path from "node:path";
import { catalogueSource } from "../../src/commerce/commerce";
import { ContentError } from "../../src/content/content-error";
import { watchContent } from "../../src/build/watch-content";
import { startSearchService } from "./server";
import { loadSearchServiceData } from "./service-data";

const ROOT = path.resolve(__dirname, "../..");

async function main() {
  // Prices and stock as the commerce engine has them now, as the build reads them.
  console.log(`Search service: ${await catalogueSource.refresh(ROOT)}`);
  const data = loadSearchServiceData(ROOT);
  const port = Number(process.env.SEARCH_SERVICE_PORT || 9300);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SEARCH_SERVICE_PORT must be a port number, not "${process.env.SEARCH_SERVICE_PORT}"`);
  const service = await startSearchService(data, {
    port,
    host: process.env.SEARCH_SERVICE_HOST || "localhost",
  });
  const records = [...data.shops.values()].reduce((sum, shop) => sum + shop.records.length, 0);
  console.log(`Search service on ${service.url} (${records} records for ${data.shops.size} keys)`);
  if (process.argv.includes("--watch")) {
    watchContent([path.join(ROOT, "content")], () => {
      try {
        service.replaceData(loadSearchServiceData(ROOT));
        console.log("Search service: content indexed again");
      } catch (error) {
        console.error(`Search service keeps its last good index:\n${messageOf(error)}`);
      }
    });
  }
}

const messageOf = (error: unknown) => (error instanceof ContentError ? error.message : String(error));

main().catch((error: unknown) => {
  console.error(messageOf(error));
  process.exit(1);
});

// `npm run search-service`: SEARCH_SERVICE_PORT (9300; 0 for any free), SEARCH_SERVICE_HOST (localhost).
// Indexes the commerce engine's prices and stock as it starts; `--watch` reindexes `content/` on every edit.
// Runs under tsx's CommonJS hook alone (`node --require tsx/cjs`): its ES module loader takes a thread of
// about 16 MB this service has no use for.
import path from "node:path";
import { catalogueSource } from "../../src/commerce/commerce";
import { ContentError } from "../../src/content/content-error";
import { watchContent } from "../../src/build/watch-content";
import { startSearchService } from "./server";
import { loadSearchServiceData } from "./service-data";

const ROOT = path.resolve(__dirname, "../..");

async function main() {
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

// What the commerce platform sells now (every variant's price in each currency and its stock), read
// before a build: `tsx scripts/read-engine-catalogue.ts [command…]` then runs the command
// (`gatsby build`, `gatsby develop`). See `CatalogueSource.refresh`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { catalogueSource } from "../src/commerce/commerce";

const ROOT = path.resolve(__dirname, "..");

async function main(): Promise<void> {
  console.log(await catalogueSource.refresh(ROOT));
  const [command, ...args] = process.argv.slice(2);
  if (command) process.exitCode = spawnSync(command, args, { stdio: "inherit" }).status ?? 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

// Reads prices and stock, then runs the command (`gatsby build`). See `CatalogueSource.refresh`.
import { spawnSync } from "node:child_process";
import { catalogueSource } from "../src/commerce/commerce";

// The project npm runs the script in: a copy of the project links this folder, and builds in itself.
const ROOT = process.cwd();

async function main(): Promise<void> {
  console.log(await catalogueSource.refresh(ROOT));
  const [command, ...args] = process.argv.slice(2);
  if (command) process.exitCode = spawnSync(command, args, { stdio: "inherit" }).status ?? 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/**
 * `npm run build:shops [-- --shops us,gb] [--out dist]`: every shop built here into `dist/<shop>/`, one
 * after another, sharing Gatsby's cache so each later shop recompiles only what its data changes.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { catalogueSource } from "../src/commerce/commerce";
import { loadShops } from "../src/shops/load-shops";

const ROOT = path.resolve(__dirname, "..");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");

const { values } = parseArgs({
  options: { shops: { type: "string" }, out: { type: "string", default: "dist" } },
});
const built = loadShops(ROOT).shops.filter((shop) => !shop.external);
const chosen = values.shops?.split(",") ?? built.map((shop) => shop.id);
const unknown = chosen.filter((id) => !built.some((shop) => shop.id === id));
if (unknown.length) {
  console.error(
    `Not a shop built here: ${unknown.join(", ")}. The shops: ${built.map((s) => s.id).join(", ")}`,
  );
  process.exit(1);
}

async function buildShops(): Promise<void> {
  console.log(await catalogueSource.refresh(ROOT));
  const out = path.resolve(ROOT, values.out);
  const started = Date.now();
  for (const id of chosen) {
    const shopStarted = Date.now();
    execFileSync(process.execPath, [GATSBY, "build"], {
      cwd: ROOT,
      env: { ...process.env, SHOP: id },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const target = path.join(out, id);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(ROOT, "public"), path.join(target, "public"), { recursive: true });
    const netlify = path.join(ROOT, ".netlify", "v1");
    if (existsSync(netlify)) cpSync(netlify, path.join(target, ".netlify", "v1"), { recursive: true });
    console.log(
      `${id}: ${((Date.now() - shopStarted) / 1000).toFixed(0)} s -> ${path.relative(ROOT, target)}`,
    );
  }
  console.log(`${chosen.length} shops in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

buildShops().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

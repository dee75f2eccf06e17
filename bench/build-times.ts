/**
 * Build time of the storefront: the default market, every market, and the default market with the
 * redirect table and the catalogue scaled 10× (generated), so that the cost per rule and per product
 * shows. One cold `gatsby build` each (cache cleared), on this machine, one after another.
 * Usage: `npx tsx bench/build-times.ts [--skip-markets]`.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { loadShops } from "../src/markets/load-shops";
import { scaledContent } from "./scaled-content";
import { gatsbyBuild, ROOT } from "./support/build";

export interface BuildTimes {
  defaultMarket: number;
  markets: { id: string; seconds: number }[];
  scaled: { factor: number; seconds: number; rules: number; products: number };
  base: { rules: number; products: number };
}

const cold = (env: Record<string, string> = {}): number => {
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "clean"], {
    cwd: ROOT,
    stdio: "ignore",
  });
  return gatsbyBuild(ROOT, env);
};

/** Counts what a build holds: redirect rules (from the build's `_redirects`) and product pages. */
const counted = async (): Promise<{ rules: number; products: number }> => {
  const { readFileSync, readdirSync } = await import("node:fs");
  const rules = readFileSync(path.join(ROOT, "public", "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("/redirects/")).length;
  return { rules, products: readdirSync(path.join(ROOT, "public", "products")).length };
};

export async function buildTimes({ markets = true } = {}): Promise<BuildTimes> {
  const defaultMarket = cold();
  const base = await counted();
  const others = markets
    ? loadShops(ROOT)
        .shops.filter((shop) => !shop.external)
        .map((shop) => ({ id: shop.id, seconds: cold({ SHOP: shop.id }) }))
    : [];
  const factor = 10;
  const dir = scaledContent(path.join(ROOT, "content"), factor);
  try {
    const seconds = cold({ CONTENT_DIR: dir });
    const scaled = { factor, seconds, ...(await counted()) };
    return { defaultMarket, markets: others, scaled, base };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    cold();
  }
}

export function describeBuildTimes(times: BuildTimes): string[] {
  const all = times.markets.reduce((sum, market) => sum + market.seconds, 0);
  const perRule = (s: number, rules: number, products: number) =>
    `${((s * 1000) / (rules + products)).toFixed(0)} ms`;
  return [
    `default market (nl): ${times.defaultMarket.toFixed(0)} s, ${times.base.rules} redirect rules, ${times.base.products} product pages`,
    ...(times.markets.length
      ? [
          `every market (${times.markets.length}), one after another: ${all.toFixed(0)} s (${times.markets
            .map((m) => `${m.id} ${m.seconds.toFixed(0)} s`)
            .join(", ")})`,
        ]
      : []),
    `default market, table and catalogue ×${times.scaled.factor}: ${times.scaled.seconds.toFixed(0)} s, ${times.scaled.rules} rules, ${times.scaled.products} product pages`,
    `growth: ${(times.scaled.seconds / times.defaultMarket).toFixed(2)}× the time for ${(
      (times.scaled.rules + times.scaled.products) /
      (times.base.rules + times.base.products)
    ).toFixed(1)}× the rules and products (time per rule or product page: ${perRule(
      times.defaultMarket,
      times.base.rules,
      times.base.products,
    )} → ${perRule(times.scaled.seconds, times.scaled.rules, times.scaled.products)})`,
  ];
}

if (require.main === module) {
  buildTimes({ markets: !process.argv.includes("--skip-markets") })
    .then((times) => console.log(describeBuildTimes(times).join("\n")))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

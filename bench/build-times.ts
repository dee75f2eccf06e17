/**
 * Build time of the storefront: the default shop; every shop; the default shop with the redirect
 * table, the catalogue, and both scaled 10× (generated), so that the cost per rule and per product
 * shows; and a warm build (cache kept) after one product's price changed, as a marketer's edit is
 * published. Cold builds clear the cache; all run on this machine, one after another.
 * Usage: `npx tsx bench/build-times.ts [--skip-shops]`.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadShops } from "../src/shops/load-shops";
import { scaledContent, scaledEnv, type Scaled } from "./scaled-content";
import { ROOT } from "../scripts/gatsby-build";
import { gatsbyBuild } from "./support/build";

const FACTOR = 10;

interface Counted {
  rules: number;
  products: number;
}

interface ScaledBuild extends Counted {
  seconds: number;
}

export interface BuildTimes {
  defaultShop: number;
  base: Counted;
  shops: { id: string; seconds: number }[];
  rulesScaled: ScaledBuild;
  productsScaled: ScaledBuild;
  bothScaled: ScaledBuild;
  /** A warm build after one product's name changed, and the cold build of the same content before it. */
  productEdit: { cold: number; warm: number };
}

const clean = () =>
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "clean"], {
    cwd: ROOT,
    stdio: "ignore",
  });

const cold = (env: Record<string, string> = {}): number => {
  clean();
  return gatsbyBuild(ROOT, env);
};

/** Counts what a build holds: redirect rules (from the build's `_redirects`) and product pages. */
const counted = (): Counted => ({
  rules: readFileSync(path.join(ROOT, "public", "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("/redirects/")).length,
  products: readdirSync(path.join(ROOT, "public", "products")).length,
});

/** A cold build of a generated copy of the content, removed afterwards. */
function withContent<T>(scaled: Scaled, build: (dir: string) => T): T {
  const dir = scaledContent(path.join(ROOT, "content"), scaled);
  try {
    return build(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const scaledBuild = (scaled: Scaled): ScaledBuild =>
  withContent(scaled, (dir) => ({ seconds: cold(scaledEnv(dir)), ...counted() }));

/** One product's name changed in a copy of the content, then built again with the cache kept. */
const productEdit = () =>
  withContent({ rules: 1, products: 1 }, (dir) => {
    const coldSeconds = cold(scaledEnv(dir));
    const products = path.join(dir, "catalogue", "products");
    const file = path.join(products, readdirSync(products).sort()[0] ?? "");
    const source = readFileSync(file, "utf8");
    const edited = source.replace(/^ {2}en-US: (.+)$/m, (_, name: string) => `  en-US: ${name} Classic`);
    if (edited === source) throw new Error(`No name to change in ${file}`);
    writeFileSync(file, edited);
    return { cold: coldSeconds, warm: gatsbyBuild(ROOT, scaledEnv(dir)) };
  });

export function buildTimes({ shops = true } = {}): BuildTimes {
  try {
    const defaultShop = cold();
    const base = counted();
    const others = shops
      ? loadShops(ROOT)
          .shops.filter((shop) => !shop.external)
          .map((shop) => ({ id: shop.id, seconds: cold({ SHOP: shop.id }) }))
      : [];
    return {
      defaultShop,
      base,
      shops: others,
      rulesScaled: scaledBuild({ rules: FACTOR, products: 1 }),
      productsScaled: scaledBuild({ rules: 1, products: FACTOR }),
      bothScaled: scaledBuild({ rules: FACTOR, products: FACTOR }),
      productEdit: productEdit(),
    };
  } finally {
    // What the other benchmarks and the tests find: the default shop's build.
    cold();
  }
}

/** Milliseconds; a difference within a millisecond of zero is noise between two builds. */
const ms = (seconds: number) => (Math.abs(seconds) < 0.001 ? "< 1 ms" : `${(seconds * 1000).toFixed(0)} ms`);

export function describeBuildTimes(times: BuildTimes): string[] {
  const { base, defaultShop, rulesScaled, productsScaled, bothScaled, productEdit } = times;
  const all = times.shops.reduce((sum, shop) => sum + shop.seconds, 0);
  const perRule = (rulesScaled.seconds - defaultShop) / (rulesScaled.rules - base.rules);
  const perProduct = (productsScaled.seconds - defaultShop) / (productsScaled.products - base.products);
  const scaledLine = (label: string, build: ScaledBuild) =>
    `default shop, ${label} ×${FACTOR}: ${build.seconds.toFixed(0)} s (${(build.seconds / defaultShop).toFixed(2)}× the time), ${build.rules} rules, ${build.products} product pages`;
  return [
    `default shop (nl): ${defaultShop.toFixed(0)} s, ${base.rules} redirect rules, ${base.products} product pages`,
    ...(times.shops.length
      ? [
          `every shop (${times.shops.length}), one after another: ${all.toFixed(0)} s (${times.shops
            .map((m) => `${m.id} ${m.seconds.toFixed(0)} s`)
            .join(", ")})`,
        ]
      : []),
    scaledLine("redirect table", rulesScaled),
    scaledLine("catalogue", productsScaled),
    scaledLine("table and catalogue", bothScaled),
    `growth: ${ms(perRule)} per redirect rule, ${ms(perProduct)} per product (each product is a page in both languages)`,
    `one product's price changed: warm build ${productEdit.warm.toFixed(0)} s (the cold build of the same content: ${productEdit.cold.toFixed(0)} s)`,
  ];
}

if (require.main === module) {
  console.log(describeBuildTimes(buildTimes({ shops: !process.argv.includes("--skip-shops") })).join("\n"));
}

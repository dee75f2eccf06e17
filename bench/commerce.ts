/**
 * The checkout against the commerce engine, beside the same Shop API calls made straight with `fetch`
 * and no storefront code (the anchor), in one run on one engine:
 * - p50 and p95 per checkout step (add to cart, place the order, pay) and for a whole checkout;
 * - 50 shoppers at once for the last 9 units of a variant: orders paid, units oversold (must be 0);
 * - the engine's start time (from a ready seed, and building the seed when there is none) and memory;
 * - what a build adds: reading what the engine sells, beside one of its queries made straight.
 * Usage: `npm run bench:commerce [-- --rounds 40] [-- --engine http://localhost:3000]` (an engine
 * that runs already, on PostgreSQL say: then neither its start nor its memory is measured).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createCartStore } from "../src/cart/cart-store";
import type { OrderRequest } from "../src/checkout/order-request";
import { CURRENCIES } from "../src/catalogue/schema";
import { isStockShortage } from "../src/commerce/platform";
import { readEngineCatalogue } from "../src/commerce/vendure/catalogue-snapshot";
import { engineCart } from "../src/commerce/vendure/engine-cart";
import { enginePlatform } from "../src/commerce/vendure/engine-platform";
import { shopApi } from "../src/commerce/vendure/shop-api";
import { adminApi, setStock } from "../tests/support/commerce-engine";
import { MemoryStorage } from "../tests/support/memory-storage";
import { DUTCH_FORM } from "../tests/unit/support/checkout-form";
import { ROOT } from "../scripts/gatsby-build";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "40" }, engine: { type: "string" } },
});
const ROUNDS = Number(values.rounds);
const PORT = 3190;
/** An engine started here, or one that runs already (`--engine`, a PostgreSQL set-up, say). */
const URL = values.engine ?? `http://localhost:${PORT}`;
const GIFTS = { giftMessage: "GIFT-MSG", giftBox: "GIFT-BOX" };
/** What a shopper is told who finds the last unit gone as they add it. */
const GONE = "gone when adding";
/** What the shopper buys: one of the spoon sets, from its page. */
const ITEM = {
  sku: "SPS-WHT",
  handle: "spoon-set",
  name: "Lepelset",
  colour: "Wit",
  path: "/products/spoon-set/",
  image: "/images/products/spoon-set-white.svg",
  unitPrice: 9.95,
};
const FORM = { ...DUTCH_FORM, email: "bench@example.com" };

/** Starts the engine as its npm script does, from a fresh seed in memory; its start time and process. */
async function startEngine(env: Record<string, string> = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "services/commerce-engine/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: "services/commerce-engine/tsconfig.json",
      VENDURE_DISABLE_TELEMETRY: "true",
      COMMERCE_PORT: String(PORT),
      COMMERCE_DATA: "memory",
      COMMERCE_ADMIN_APP: "off",
      ...env,
    },
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Commerce engine on ")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", () => reject(new Error(`The engine stopped:\n${output.slice(-2000)}`)));
  });
  return { child, startMs: performance.now() - started };
}

/** Resident memory of a process, from /proc. */
const rssBytes = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Milliseconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

type Steps = Record<"add" | "place" | "pay", number>;

/** A checkout through the storefront's own cart and platform, as the pages make it. */
async function storefrontCheckout(): Promise<Steps> {
  const storage = new MemoryStorage();
  const api = shopApi({ url: () => URL, languageCode: () => "nl", currencyCode: "EUR", storage });
  const backend = engineCart(api, GIFTS);
  const cart = createCartStore(
    () => storage as Storage,
    async () => backend,
  );
  const platform = enginePlatform({ api, gifts: GIFTS, cart, orders: backend, shop: "nl" });
  const add = await timed(() => cart.getState().add(ITEM, 1));
  const { lines, giftMessage, giftBox, problem } = cart.getState();
  if (lines.length === 0) throw new Error(problem?.kind === "short" ? GONE : `not added: ${problem?.kind}`);
  const request: OrderRequest = {
    form: FORM,
    lines,
    giftMessage,
    giftBox,
    currency: "EUR",
    totals: { subtotal: 9.95, gifts: 0, shipping: 4.95, total: 14.9 },
    affiliate: {},
  };
  let number = "";
  const place = await timed(async () => (number = (await platform.placeOrder(request)).number));
  const pay = await timed(async () => {
    if ((await platform.pay(number, { method: "ideal", outcome: "paid" })).status !== "paid")
      throw new Error("The order was not paid");
  });
  return { add, place, pay };
}

/** One page of what the engine sells in euros, as the build asks for it in each currency. */
const CATALOGUE_PAGE = `query { products(options: { take: 100, skip: 0, sort: { id: ASC } }) {
  totalItems items { slug variants { sku priceWithTax stockLevel } } } }`;

/** One Shop API query straight over `fetch`, without a session. */
const straight = async (query: string) =>
  (
    await fetch(`${URL}/shop-api?languageCode=en&currencyCode=EUR`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    })
  ).json();

/** The same checkout as the same Shop API calls, straight over `fetch`: no storefront code. */
async function directCheckout(): Promise<Steps> {
  let token: string | null = null;
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${URL}/shop-api?languageCode=nl&currencyCode=EUR`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get("vendure-auth-token") ?? token;
    return ((await response.json()) as { data: T }).data;
  };
  const add = await timed(async () => {
    const { product } = await call<{ product: { variants: { id: string; sku: string }[] } }>(
      `query ($slug: String!) { product(slug: $slug) { variants { id sku } } }`,
      { slug: ITEM.handle },
    );
    const id = product.variants.find((variant) => variant.sku === ITEM.sku)?.id;
    await call(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`, {
      id,
    });
  });
  const place = await timed(async () => {
    await call(`query { activeOrder { code state } }`);
    await call(
      `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename } }`,
      {
        input: { emailAddress: FORM.email, firstName: FORM.firstName, lastName: FORM.lastName },
      },
    );
    await call(
      `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`,
      {
        input: {
          fullName: `${FORM.firstName} ${FORM.lastName}`,
          streetLine1: FORM.address,
          postalCode: FORM.postcode,
          city: FORM.city,
          countryCode: FORM.country,
          phoneNumber: FORM.phone,
        },
      },
    );
    const { eligibleShippingMethods } = await call<{
      eligibleShippingMethods: { id: string; code: string }[];
    }>(`query { eligibleShippingMethods { id code } }`);
    const method = eligibleShippingMethods.find((candidate) => candidate.code === "standard")?.id;
    await call(`mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { __typename } }`, {
      ids: [method],
    });
    await call(
      `mutation { setOrderCustomFields(input: { customFields: { paymentMethod: "ideal", shop: "nl" } }) { __typename } }`,
    );
    await call(`mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }`);
  });
  const pay = await timed(async () => {
    const { addPaymentToOrder } = await call<{ addPaymentToOrder: { state?: string } }>(
      `mutation { addPaymentToOrder(input: { method: "ideal", metadata: {} }) { ... on Order { state } } }`,
    );
    if (addPaymentToOrder.state !== "PaymentSettled") throw new Error("The order was not paid");
  });
  return { add, place, pay };
}

/** `shoppers` storefront checkouts at once for a variant with `units` left: what came of each. */
async function race(shoppers: number, units: number) {
  const admin = adminApi(URL);
  await setStock(admin, ITEM.sku, units);
  const outcomes = await Promise.all(
    Array.from({ length: shoppers }, () =>
      storefrontCheckout().then(
        () => "paid",
        (error: unknown) =>
          isStockShortage(error)
            ? "told sold out"
            : error instanceof Error && error.message === GONE
              ? GONE
              : `failed: ${String(error)}`,
      ),
    ),
  );
  const { productVariants } = await admin<{
    productVariants: { items: { stockOnHand: number; stockAllocated: number }[] };
  }>(
    `query { productVariants(options: { filter: { sku: { eq: "${ITEM.sku}" } } }) { items { stockOnHand stockAllocated } } }`,
  );
  const variant = productVariants.items[0]!;
  const paid = outcomes.filter((outcome) => outcome === "paid").length;
  return { paid, outcomes, oversold: Math.max(0, variant.stockAllocated - variant.stockOnHand) };
}

const row = (label: string, storefront: number[], direct: number[]) =>
  `${label.padEnd(18)} ${percentile(storefront, 50).toFixed(1).padStart(7)} ${percentile(storefront, 95).toFixed(1).padStart(7)}   ${percentile(direct, 50).toFixed(1).padStart(7)} ${percentile(direct, 95).toFixed(1).padStart(7)}   ${(percentile(storefront, 95) - percentile(direct, 95)).toFixed(1).padStart(7)}`;

async function main() {
  const started = values.engine ? undefined : await startEngine();
  const memory = () =>
    started ? `${(rssBytes(started.child.pid!) / 2 ** 20).toFixed(0)} MB` : "not measured";
  try {
    const idleRss = memory();
    // Warm both paths up: the first calls compile the engine's queries.
    for (let i = 0; i < 5; i += 1) {
      await storefrontCheckout();
      await directCheckout();
    }
    const storefront: Steps[] = [];
    const direct: Steps[] = [];
    // Alternated, so that both meet the same engine, the same data and the same machine load.
    for (let i = 0; i < ROUNDS; i += 1) {
      storefront.push(await storefrontCheckout());
      direct.push(await directCheckout());
    }
    const whole = (steps: Steps) => steps.add + steps.place + steps.pay;
    console.log(`Checkout, ${ROUNDS} rounds each, ms (the engine on this machine, one shopper at a time):\n`);
    console.log(`${"".padEnd(18)} storefront code    straight to the API   p95 added`);
    console.log(`${"step".padEnd(18)}     p50     p95       p50     p95`);
    for (const step of ["add", "place", "pay"] as const)
      console.log(
        row(
          step === "add" ? "add to cart" : step === "place" ? "place the order" : "pay",
          storefront.map((s) => s[step]),
          direct.map((s) => s[step]),
        ),
      );
    console.log(row("whole checkout", storefront.map(whole), direct.map(whole)));
    const afterRss = memory();

    // What a build adds: reading what the engine sells, beside one of the queries it makes.
    const reads: number[] = [];
    const queries: number[] = [];
    let variants = 0;
    for (let i = 0; i < 10; i += 1) {
      reads.push(await timed(async () => (variants = (await readEngineCatalogue(URL)).offers.length)));
      queries.push(await timed(() => straight(CATALOGUE_PAGE)));
    }
    console.log(
      `\nReading the catalogue for a build (${variants} variants, ${CURRENCIES.length} currencies), 10 rounds: ` +
        `p50 ${percentile(reads, 50).toFixed(1)} ms, p95 ${percentile(reads, 95).toFixed(1)} ms; ` +
        `one of its queries straight to the API: p50 ${percentile(queries, 50).toFixed(1)} ms`,
    );

    const { paid, outcomes, oversold } = await race(50, 9);
    console.log(
      `\n50 shoppers at once for the last 9 units: ${paid} orders paid, ${oversold} units oversold`,
    );
    console.log(
      `  the others: ${outcomes.filter((outcome) => outcome === "told sold out").length} told it sold out, ` +
        `${outcomes.filter((outcome) => outcome === GONE).length} found it gone when adding, ` +
        `${outcomes.filter((outcome) => outcome.startsWith("failed")).length} failed`,
    );
    console.log(
      `\nEngine: ${started ? `ready ${(started.startMs / 1000).toFixed(1)} s after start (seed ready)` : URL}; ` +
        `memory ${idleRss} idle, ${afterRss} after ${ROUNDS * 2 + 10} checkouts, ${memory()} after the race`,
    );
  } finally {
    started?.child.kill("SIGTERM");
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { CommercePlatform } from "./platform";

/*
 * The commerce platform the shop speaks to: the one file that names it. Another platform implements
 * `CommercePlatform` and `CatalogueSource` (`platform.ts`), keeps a `CartStore`
 * (`src/cart/cart-store.ts`), passes `tests/unit/commerce-contract.test.ts` and
 * `tests/unit/catalogue-source-contract.test.ts`, and is bound here.
 *
 * The bindings are re-exports: a page's bundle then takes each one from the platform's own module, so
 * the cart that every page's header shows brings nothing else of the platform into the first load.
 */

/**
 * What the build reads the catalogue from. A platform's build side is its folder's `build.ts`: it
 * reads files, and what pages run (in the browser and in server rendering) gets a stand-in for it
 * (`src/bundle/README.md`).
 */
export { catalogue as catalogueSource } from "./embedded/build";

/** The shopper's cart, where the platform keeps it. */
export { useCart } from "./embedded/cart";

/**
 * Run by the browser on the order confirmation before the page's code: shows the "no order" text from
 * the first paint when the platform can tell there is no paid order (see the embedded platform's).
 */
export { SHOW_MISSING_ORDER_STEP as MISSING_ORDER_STEP } from "./embedded/missing-order-step";

/** What the pages ask, loaded when a page first asks something of it: no page carries it before then. */
export const loadCommerce = (): Promise<CommercePlatform> =>
  import("./embedded/in-this-browser").then(({ platform }) => platform);

import type { CommercePlatform } from "./platform";

/*
 * The commerce platform the shop speaks to: the one file that names it. Another platform implements
 * `CommercePlatform` and `CatalogueSource` (`platform.ts`) and a `CartBackend`
 * (`src/cart/cart-store.ts`), passes `tests/commerce/commerce-contract.test.ts` and
 * `tests/unit/catalogue-source-contract.test.ts`, and is bound here.
 *
 * The bindings are re-exports: a page's bundle then takes each one from the platform's own module, so
 * the cart that every page's header shows brings nothing else of the platform into the first load.
 */

/**
 * What the build reads the catalogue from. A platform's build side is its folder's `build.ts`: what
 * pages run (in the browser and in server rendering) gets a stand-in for it (`src/bundle/README.md`).
 */
export { catalogue as catalogueSource } from "./vendure/build";

/** The shopper's cart, where the platform keeps it. */
export { useCart } from "./vendure/cart";

/** What the pages ask, loaded when a page first asks something of it: no page carries it before then. */
export const loadCommerce = (): Promise<CommercePlatform> =>
  Promise.all([import("./vendure/in-this-browser"), import("./vendure/cart")]).then(
    ([{ platformWith }, { useCart }]) => platformWith(useCart),
  );

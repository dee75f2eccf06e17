import type { CommercePlatform } from "./platform";

/*
 * The one file that names the commerce platform: another implements `platform.ts`'s interfaces and a
 * `CartBackend`, passes the contract tests and is bound here. Re-exports keep the rest of it out of first loads.
 */

/** Pages get a stand-in for the build side (`src/bundle/README.md`). */
export { catalogue as catalogueSource } from "./vendure/build";

export { useCart } from "./vendure/cart";

/** What the pages ask, loaded when a page first asks something of it: no page carries it before then. */
export const loadCommerce = (): Promise<CommercePlatform> =>
  Promise.all([import("./vendure/in-this-browser"), import("./vendure/cart")]).then(
    ([{ platformWith }, { useCart }]) => platformWith(useCart),
  );

/*
 * The commerce platform the shop speaks to: the one file that names it. Another platform implements
 * `CommercePlatform` and `CatalogueSource` (`platform.ts`), passes
 * `tests/unit/commerce-contract.test.ts`, and is bound here.
 */
import { catalogue } from "./embedded/build";
import { SHOW_MISSING_ORDER_STEP } from "./embedded/missing-order-step";
import type { CatalogueSource, CommercePlatform } from "./platform";

/**
 * What the build reads the catalogue from. A platform's build side is its folder's `build.ts`: it
 * reads files, and what pages run (in the browser and in server rendering) gets a stand-in for it
 * (`src/bundle/README.md`).
 */
export const catalogueSource: CatalogueSource = catalogue;

/** What the pages ask, loaded when a page first asks something of it: no page carries it before then. */
export const loadCommerce = (): Promise<CommercePlatform> =>
  import("./embedded/in-this-browser").then(({ platform }) => platform);

/**
 * Run by the browser on the order confirmation before the page's code: shows the "no order" text from
 * the first paint when the platform can tell there is no paid order (see the embedded platform's).
 */
export const MISSING_ORDER_STEP = SHOW_MISSING_ORDER_STEP;

/**
 * What the pages' bundles (browser and server rendering) have for a commerce platform's build side
 * (`src/commerce/<platform>/build.ts`, bound in `src/commerce/commerce.ts`): that side reads files,
 * which no browser can, and pages take the catalogue from their page data, never from it.
 */
export const catalogue = undefined;

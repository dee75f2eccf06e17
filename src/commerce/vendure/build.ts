import { loadCatalogue } from "../../catalogue/load-catalogue";
import type { CatalogueSource } from "../platform";
import { readSnapshot, refreshSnapshot, snapshotFileOf } from "./catalogue-snapshot";

/**
 * The build reads the catalogue under `content/catalogue/` with the prices and stock the engine had
 * when the build began (`refresh`, run by `npm run build` before Gatsby).
 */
export const catalogue: CatalogueSource = {
  read: (root, contentDir, env) =>
    loadCatalogue(root, contentDir, readSnapshot(snapshotFileOf(root, env)).offers),
  refresh: refreshSnapshot,
};

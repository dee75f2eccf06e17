import { loadCatalogue } from "../../catalogue/load-catalogue";
import type { CatalogueSource } from "../platform";
import { readSnapshot, refreshSnapshot, snapshotFileOf } from "./catalogue-snapshot";

/** Prices and stock as the engine had them when the build began (`refresh`, run before Gatsby). */
export const catalogue: CatalogueSource = {
  read: (root, contentDir, env) =>
    loadCatalogue(root, contentDir, readSnapshot(snapshotFileOf(root, env)).offers),
  refresh: refreshSnapshot,
};

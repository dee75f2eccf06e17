import { loadCatalogue } from "../../catalogue/load-catalogue";
import type { CatalogueSource } from "../platform";

/** The build reads the catalogue under `content/catalogue/`. */
export const catalogue: CatalogueSource = { read: loadCatalogue };

import { loadCatalogue } from "../../catalogue/load-catalogue";
import type { CatalogueSource } from "../platform";
import { STOCK_FILE, stockCounts } from "./stock-file";

/**
 * The embedded platform's build side: the catalogue is the files under `content/catalogue/`, as the
 * marketers keep them, and the site publishes the stock its browser side checks orders against.
 */
export const catalogue: CatalogueSource = {
  read: loadCatalogue,
  files: (read) => ({ [STOCK_FILE]: JSON.stringify(stockCounts(read)) }),
};

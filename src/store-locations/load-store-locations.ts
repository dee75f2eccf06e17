import path from "node:path";
import { isKnownCountry } from "../country/reference";
import { ProblemList, readYamlFile } from "../content/read-yaml-files";
import { storesFileSchema, type StoreLocation } from "./schema";

/** Reads `content/stores.yaml`: ids unique, countries known. */
export function loadStoreLocations(root: string, contentDir: string): StoreLocation[] {
  const problems = new ProblemList();
  const loaded = readYamlFile(root, path.join(contentDir, "stores.yaml"), storesFileSchema, problems);
  const ids = new Set<string>();
  loaded?.value.stores.forEach((store, i) => {
    if (ids.has(store.id))
      problems.add(loaded.file, loaded.lineOf(["stores", i, "id"]), `the id "${store.id}" is used twice`);
    ids.add(store.id);
    if (!isKnownCountry(store.country)) {
      problems.add(
        loaded.file,
        loaded.lineOf(["stores", i, "country"]),
        `"${store.country}" is not a known country code`,
      );
    }
  });
  problems.check();
  return loaded?.value.stores ?? [];
}

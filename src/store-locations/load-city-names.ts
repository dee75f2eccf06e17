import path from "node:path";
import { z } from "zod";
import { ProblemList, readYamlFile } from "../content/read-yaml-files";
import type { CityNames } from "./city-index";

const cityNamesFileSchema = z.strictObject({
  cities: z.array(
    z.strictObject({
      city: z.string().min(1),
      country: z.string().regex(/^[a-z]{2}$/, { error: "country codes are two lower-case letters" }),
      names: z.array(z.string().trim().min(1)).min(1, { error: "give at least one other name" }),
    }),
  ),
});

export function loadCityNames(root: string, contentDir: string): { file: string; cities: CityNames[] } {
  const problems = new ProblemList();
  const loaded = readYamlFile(root, path.join(contentDir, "city-names.yaml"), cityNamesFileSchema, problems);
  problems.check();
  return {
    file: loaded?.file ?? "",
    cities: (loaded?.value.cities ?? []).map((entry, i) => ({
      ...entry,
      line: loaded?.lineOf(["cities", i, "city"]) ?? 1,
    })),
  };
}

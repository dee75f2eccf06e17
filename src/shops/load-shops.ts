import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseShops } from "./parse-shops";
import type { ShopsFile } from "./shops-schema";

export function loadShops(root: string, contentDir = path.join(root, "content")): ShopsFile {
  const file = path.join(contentDir, "shops.yaml");
  const languages = readdirSync(path.join(root, "locales"));
  return parseShops(path.relative(root, file), readFileSync(file, "utf8"), languages);
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../settings";

interface Shop {
  id: string;
  origin: string;
  languages: string[];
  defaultLanguage: string;
}

/** The shops as `content/shops.yaml` lists them: the links in emails lead to the shop of the order. */
function readShops(file = path.join(PROJECT_ROOT, "content", "shops.yaml")) {
  const { default: defaultShop, shops } = parse(readFileSync(file, "utf8")) as {
    default: string;
    shops: Shop[];
  };
  return { defaultShop, shops };
}

/** The shop's origin, or `storefrontUrl` when set (a local site serves one shop); default language unprefixed. */
export function storefrontLinks(storefrontUrl: string | null, shops = readShops()) {
  return (shopId: string | null | undefined, languageCode: string, page: string): string => {
    const shop =
      shops.shops.find((candidate) => candidate.id === shopId) ??
      shops.shops.find((candidate) => candidate.id === shops.defaultShop)!;
    const language =
      shop.languages.find((candidate) => candidate.split("-")[0] === languageCode) ?? shop.defaultLanguage;
    const prefix = language === shop.defaultLanguage ? "" : `/${language}`;
    return `${(storefrontUrl ?? shop.origin).replace(/\/$/, "")}${prefix}${page}`;
  };
}

import { readFileSync } from "node:fs";
import path from "node:path";
import type { ContentLanguage } from "../../src/content/localized";

const LOCALES = path.resolve(__dirname, "../../locales");

function siteText(language: ContentLanguage, namespace: string, key: string): string {
  const texts: unknown = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
  const text = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], texts);
  if (typeof text !== "string")
    throw new Error(`locales/${language}/${namespace}.json has no text at ${key}`);
  return text;
}

const read: Partial<Record<ContentLanguage, SiteTexts>> = {};

interface SiteTexts {
  addToCart: string;
  outOfStock: string;
  trending: string;
  colour: string;
  size: string;
  inStockOnly: string;
}

/** Read from the site's own texts, so that the service and the site never name a thing differently. */
export function siteTexts(language: ContentLanguage): SiteTexts {
  return (read[language] ??= {
    addToCart: siteText(language, "product", "product.addToCart"),
    outOfStock: siteText(language, "cards", "product.outOfStock"),
    trending: siteText(language, "quick-search", "search.trending"),
    colour: siteText(language, "category", "category.colour"),
    size: siteText(language, "product", "product.size"),
    inStockOnly: siteText(language, "category", "category.inStockOnly"),
  });
}

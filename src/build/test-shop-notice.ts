import enUS from "../../locales/en-US/test-shop.json";
import nlNL from "../../locales/nl-NL/test-shop.json";
import { languageOfPath, type LanguageSettings } from "../i18n/language-path";
import { standaloneTexts } from "../i18n/standalone-texts";

const TEXTS: Record<string, typeof enUS> = { "en-US": enUS, "nl-NL": nlNL };
const CHECKOUT_PAGE = /\/checkout\/$/;

/**
 * What the checkout says above everything else outside production (a staging or review build), where
 * its payments are the commerce engine's test payments: none on other pages or in production.
 */
export function testShopNotice(
  pathname: string,
  site: LanguageSettings & { environment: string },
): string | null {
  if (site.environment === "production" || !CHECKOUT_PAGE.test(pathname)) return null;
  const { language } = languageOfPath(pathname, site);
  return standaloneTexts(TEXTS[language] ?? enUS, language)("notice", { environment: site.environment });
}

import enUS from "../../locales/en-US/test-shop.json";
import nlNL from "../../locales/nl-NL/test-shop.json";
import { languageOfPath, type LanguageSettings } from "../i18n/language-path";
import { standaloneTexts } from "../i18n/standalone-texts";

const TEXTS: Record<string, typeof enUS> = { "en-US": enUS, "nl-NL": nlNL };
const CHECKOUT_PAGE = /\/checkout\/$/;

/** Outside production the checkout takes the engine's test payments. */
export function testShopNotice(
  pathname: string,
  site: LanguageSettings & { environment: string },
): string | null {
  if (site.environment === "production" || !CHECKOUT_PAGE.test(pathname)) return null;
  const { language } = languageOfPath(pathname, site);
  return standaloneTexts(TEXTS[language] ?? enUS, language)("notice", { environment: site.environment });
}

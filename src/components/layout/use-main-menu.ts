import { useI18next } from "../../i18n/hooks";
import type { SiteData } from "../../site/site-data";

type MenuSection = NonNullable<SiteData["menu"][string]>[number];

/** The main menu in the page's language, as `content/main-menu.yaml` sets it. */
export function useMainMenu(): MenuSection[] {
  const { language } = useI18next();
  return __SITE_DATA__.menu[language] ?? [];
}

/** The menu's links to categories: the ways on that the 404 and search pages offer. */
export const categoryLinks = (menu: readonly MenuSection[]) =>
  menu.flatMap((section) => section.links).filter((link) => link.to.startsWith("/categories/"));

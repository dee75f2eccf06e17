import { useI18next } from "../../i18n/hooks";
import { mainMenu } from "../../runtime-settings/main-menu";

type MenuSection = ReturnType<typeof mainMenu>[number];

/** The main menu in the page's language, as `content/main-menu.yaml` sets it. */
export function useMainMenu(): MenuSection[] {
  const { language } = useI18next();
  return mainMenu(language);
}

/** The menu's links to categories: the ways on that the 404 and search pages offer. */
export const categoryLinks = (menu: readonly MenuSection[]) =>
  menu.flatMap((section) => section.links).filter((link) => link.to.startsWith("/categories/"));

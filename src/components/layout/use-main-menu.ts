import { useI18next } from "../../i18n/hooks";
import { mainMenu } from "../../runtime-settings/main-menu";

/** The main menu in the page's language, as `content/main-menu.yaml` sets it. */
export function useMainMenu(): ReturnType<typeof mainMenu> {
  const { language } = useI18next();
  return mainMenu(language);
}

import type { MainMenu } from "../shops/main-menu";

/** The main menu in `language`: none where the shop has no menu in it. */
export const mainMenu = (language: string): NonNullable<MainMenu[string]> =>
  __RUNTIME_SETTINGS__.menu[language] ?? [];

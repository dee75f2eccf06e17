import type { MainMenu } from "../shops/main-menu";

/** The main menu in `language`: none where the shop has no menu in it. */
export function mainMenu(language: string): NonNullable<MainMenu[string]> {
  return __RUNTIME_SETTINGS__.menu[language] ?? [];
}

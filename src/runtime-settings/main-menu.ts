import type { MainMenu } from "../shops/main-menu";

export function mainMenu(language: string): NonNullable<MainMenu[string]> {
  return __RUNTIME_SETTINGS__.menu[language] ?? [];
}

export type TrailingSlash = "always" | "never" | "ignore";

export interface LanguageSettings {
  languages: readonly string[];
  defaultLanguage: string;
}

export function languageOfPath(pathname: string, { languages, defaultLanguage }: LanguageSettings) {
  const prefix = pathname.split("/")[1] ?? "";
  const routed = prefix !== defaultLanguage && languages.includes(prefix);
  return { language: routed ? prefix : defaultLanguage, routed };
}

export function localizedPath(
  originalPath: string,
  language: string,
  { defaultLanguage }: Pick<LanguageSettings, "defaultLanguage">,
  trailingSlash: TrailingSlash = "always",
): string {
  if (language === defaultLanguage) return originalPath;
  const path =
    trailingSlash === "never" && originalPath.endsWith("/") ? originalPath.slice(0, -1) : originalPath;
  return `/${language}${path}`;
}

export type TrailingSlash = "always" | "never" | "ignore";

export interface LanguageSettings {
  languages: readonly string[];
  defaultLanguage: string;
}

/** The language a path is in: a `/<language>/` prefix, else the default language (an unrouted page). */
export function languageOfPath(pathname: string, { languages, defaultLanguage }: LanguageSettings) {
  const prefix = pathname.split("/")[1] ?? "";
  const routed = prefix !== defaultLanguage && languages.includes(prefix);
  return { language: routed ? prefix : defaultLanguage, routed };
}

/** The same page in another language: `/cart/` in en-US is `/en-US/cart/`. */
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

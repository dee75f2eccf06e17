export interface PagePaths {
  path: string;
  matchPath?: string;
}

/** The plugin's localized 404 gets match path `/en-US/en-US/*`, which hosts would serve with status 200. */
export function fixLocalized404(page: PagePaths): PagePaths {
  if (!page.matchPath || !/\/404\/?$/.test(page.path)) return page;
  return { path: page.path.startsWith("/") ? page.path : `/${page.path}`, matchPath: undefined };
}

export const isLocalizedAppShell = (path: string, routed: boolean): boolean =>
  routed && path.includes("/offline-plugin-app-shell-fallback");

export interface NotFoundRule {
  fromPath: string;
  toPath: string;
}

export const localizedNotFoundRules = (
  languages: readonly string[],
  defaultLanguage: string,
): NotFoundRule[] =>
  languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({ fromPath: `/${language}/*`, toPath: `/${language}/404/` }));

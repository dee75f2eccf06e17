export interface PagePaths {
  path: string;
  matchPath?: string;
}

/**
 * gatsby-plugin-react-i18next creates a localized 404 page at `en-US/404/` (no leading slash) with
 * the match path `/en-US/en-US/*` (the language prefixed twice). A match path makes host adapters
 * rewrite unknown paths to that page with status 200; unknown paths must answer 404 from the
 * static `404.html` instead. The localized page stays at `/en-US/404/`.
 */
export function fixLocalized404(page: PagePaths): PagePaths {
  if (!page.matchPath || !/\/404\/?$/.test(page.path)) return page;
  return { path: page.path.startsWith("/") ? page.path : `/${page.path}`, matchPath: undefined };
}

/** The offline app shell is language-neutral: one copy, not one per language. */
export const isLocalizedAppShell = (path: string, routed: boolean): boolean =>
  routed && path.includes("/offline-plugin-app-shell-fallback");

export interface NotFoundRule {
  /** Every path under a language's prefix… */
  fromPath: string;
  /** …that is not a page answers with that language's 404 page, status 404. */
  toPath: string;
}

/**
 * Each prefixed language's own 404 page for the unknown paths under its prefix (`/en-US/*  /en-US/404/
 * 404` on Netlify). Unprefixed paths keep the host's `404.html`, in the default language.
 */
export const localizedNotFoundRules = (
  languages: readonly string[],
  defaultLanguage: string,
): NotFoundRule[] =>
  languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({ fromPath: `/${language}/*`, toPath: `/${language}/404/` }));

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

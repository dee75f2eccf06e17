import { fixLocalized404, isLocalizedAppShell, type PagePaths } from "./localized-404";

/** `gatsby develop`'s page for unknown paths. */
const DEV_404_PATH = "/dev-404-page/";

export interface CreatedPage extends PagePaths {
  component: string;
  context?: Record<string, unknown>;
}

/** What becomes of a page a plugin created: kept, dropped, or replaced by a corrected copy. */
export type PageFix<P> = { action: "keep" } | { action: "drop" } | { action: "replace"; page: P };

/**
 * Corrects the pages Gatsby and the i18n plugin create: develop's page for unknown paths shows the
 * site's own 404 page (develop's has no translations, and the i18n plugin would log an error on every
 * miss), the offline app shell is not copied per language, and localized 404 pages answer only at
 * their own path (see `fixLocalized404`).
 */
export function fixCreatedPage<P extends CreatedPage>(page: P, notFoundComponent: string): PageFix<P> {
  if (page.path === DEV_404_PATH)
    return page.component === notFoundComponent
      ? { action: "keep" }
      : { action: "replace", page: { ...page, component: notFoundComponent } };
  const i18n = page.context?.i18n as { routed?: boolean } | undefined;
  if (isLocalizedAppShell(page.path, i18n?.routed ?? false)) return { action: "drop" };
  const fixed = fixLocalized404(page);
  return fixed === page ? { action: "keep" } : { action: "replace", page: { ...page, ...fixed } };
}

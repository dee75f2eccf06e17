import { fixLocalized404, isLocalizedAppShell, type PagePaths } from "./localized-404";
import { pageNamespaces } from "./namespaces";

/** `gatsby develop`'s page for unknown paths. */
const DEV_404_PATH = "/dev-404-page/";

export interface CreatedPage extends PagePaths {
  component: string;
  context?: Record<string, unknown>;
}

/** What becomes of a page a plugin created: kept, dropped, or replaced by a corrected copy. */
export type PageFix<P> = { action: "keep" } | { action: "drop" } | { action: "replace"; page: P };

/** `page` with the namespaces its query asks for in its context (`$ns`), when it has a page query. */
function withNamespaces<P extends CreatedPage>(page: P): P {
  const ns = page.context?.ns ? undefined : pageNamespaces(page.component);
  return ns ? { ...page, context: { ...page.context, ns } } : page;
}

/**
 * Corrects the pages Gatsby and the i18n plugin create: develop's page for unknown paths shows the
 * site's own 404 page (develop's has no translations, and the i18n plugin would log an error on every
 * miss), the offline app shell is not copied per language, localized 404 pages answer only at their
 * own path (see `fixLocalized404`), and the language copies of the pages in src/pages get their
 * namespaces.
 */
export function fixCreatedPage<P extends CreatedPage>(page: P, notFoundComponent: string): PageFix<P> {
  if (page.path === DEV_404_PATH) {
    const fixed = withNamespaces({ ...page, component: notFoundComponent });
    return fixed.component === page.component && fixed.context === page.context
      ? { action: "keep" }
      : { action: "replace", page: fixed };
  }
  const i18n = page.context?.i18n as { routed?: boolean } | undefined;
  if (isLocalizedAppShell(page.path, i18n?.routed ?? false)) return { action: "drop" };
  // The page the i18n plugin copies per language is gone: only its copies get namespaces.
  const named = i18n ? withNamespaces(page) : page;
  const paths = fixLocalized404(page);
  return paths === page && named === page
    ? { action: "keep" }
    : { action: "replace", page: { ...named, ...(paths === page ? {} : paths) } };
}

import { fixLocalized404, isLocalizedAppShell, type PagePaths } from "./localized-404";
import { pageNamespaces } from "./namespaces";

const DEV_404_PATH = "/dev-404-page/";

export interface CreatedPage extends PagePaths {
  component: string;
  context?: Record<string, unknown>;
}

export type PageFix<P> = { action: "keep" } | { action: "drop" } | { action: "replace"; page: P };

function withNamespaces<P extends CreatedPage>(page: P): P {
  const ns = page.context?.ns ? undefined : pageNamespaces(page.component);
  return ns ? { ...page, context: { ...page.context, ns } } : page;
}

/** Develop's 404 has no translations (the i18n plugin would log every miss); the offline shell is not
 * copied per language; localized 404s answer only at their own path (`fixLocalized404`). */
export function fixCreatedPage<P extends CreatedPage>(page: P, notFoundComponent: string): PageFix<P> {
  if (page.path === DEV_404_PATH) {
    const fixed = withNamespaces({ ...page, component: notFoundComponent });
    return fixed.component === page.component && fixed.context === page.context
      ? { action: "keep" }
      : { action: "replace", page: fixed };
  }
  const i18n = page.context?.i18n as { routed?: boolean } | undefined;
  if (isLocalizedAppShell(page.path, i18n?.routed ?? false)) return { action: "drop" };
  const named = i18n ? withNamespaces(page) : page;
  const paths = fixLocalized404(page);
  return paths === page && named === page
    ? { action: "keep" }
    : { action: "replace", page: { ...named, ...(paths === page ? {} : paths) } };
}

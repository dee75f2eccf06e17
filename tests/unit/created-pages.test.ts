import { describe, expect, it } from "vitest";
import { fixCreatedPage } from "../../src/i18n/created-pages";

const NOT_FOUND = "/site/src/pages/404.tsx";

describe("fixCreatedPage", () => {
  it("shows the site's own 404 page for develop's unknown paths", () => {
    const page = { path: "/dev-404-page/", component: "/gatsby/dev-404-page.js", context: {} };
    const fixed = { ...page, component: NOT_FOUND, context: { ns: ["layout", "not-found"] } };
    expect(fixCreatedPage(page, NOT_FOUND)).toEqual({ action: "replace", page: fixed });
    expect(fixCreatedPage(fixed, NOT_FOUND)).toEqual({ action: "keep" });
  });

  it("drops the language copies of the offline app shell and keeps the shell itself", () => {
    const shell = { path: "/offline-plugin-app-shell-fallback/", component: "/shell.js" };
    const copy = {
      ...shell,
      path: "/en-US/offline-plugin-app-shell-fallback/",
      context: { i18n: { routed: true } },
    };
    expect(fixCreatedPage(copy, NOT_FOUND)).toEqual({ action: "drop" });
    expect(fixCreatedPage({ ...shell, context: { i18n: { routed: false } } }, NOT_FOUND)).toEqual({
      action: "keep",
    });
  });

  it("puts a localized 404 page at its own path only, with its namespaces", () => {
    const page = {
      path: "en-US/404/",
      matchPath: "/en-US/en-US/*",
      component: NOT_FOUND,
      context: { language: "en-US", i18n: { routed: true } },
    };
    expect(fixCreatedPage(page, NOT_FOUND)).toEqual({
      action: "replace",
      page: {
        ...page,
        path: "/en-US/404/",
        matchPath: undefined,
        context: { ...page.context, ns: ["layout", "not-found"] },
      },
    });
  });

  it("gives the language copies of the pages in src/pages the namespaces their query asks for", () => {
    const copy = {
      path: "/en-US/search/",
      component: "/site/src/pages/search.tsx",
      context: { language: "en-US", i18n: { routed: true } },
    };
    const named = {
      ...copy,
      context: { ...copy.context, ns: ["layout", "search", "listing", "quick-search", "cards"] },
    };
    expect(fixCreatedPage(copy, NOT_FOUND)).toEqual({ action: "replace", page: named });
    expect(fixCreatedPage(named, NOT_FOUND)).toEqual({ action: "keep" });
    // The page the plugin copies, which it has deleted, and a plugin's page without a query stay as they are.
    expect(fixCreatedPage({ ...copy, context: {} }, NOT_FOUND)).toEqual({ action: "keep" });
    expect(fixCreatedPage({ ...copy, component: "/gatsby/app-shell.js" }, NOT_FOUND)).toEqual({
      action: "keep",
    });
  });

  it("keeps every other page as it is", () => {
    const page = {
      path: "/en-US/stores/",
      component: "/site/src/templates/stores.tsx",
      context: { language: "en-US" },
    };
    expect(fixCreatedPage(page, NOT_FOUND)).toEqual({ action: "keep" });
  });
});

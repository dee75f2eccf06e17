import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import path from "node:path";
import { buildReportingOptions } from "../errors/reporting-env";
import { buildSearchEnv } from "../search/search-env";
import { keepLastGood } from "../content/last-good";
import { campaignLinkMiddleware } from "./campaign-link-middleware";
import { loadCampaignLinks } from "./load-campaign-links";
import { contentDirOf, loadBuildContent } from "./load-build-content";
import { localizedNotFoundRules } from "../i18n/localized-404";
import { TRAILING_SLASH } from "../i18n/trailing-slash";
import { withSecurityHeaders } from "./gatsby-security-headers";
import { studioBackendUrl, studioMiddleware } from "./studio-files";
import { notIndexed } from "./shop-pages";

/** Written straight to stderr: Gatsby's reporter would head it "ERROR UNKNOWN" and fold long lines. */
function loadContentOrStop(root: string) {
  try {
    return loadBuildContent(root, process.env);
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    return process.exit(1);
  }
}

/** The site's Gatsby config, for the project in `root` (a copy of the project builds its own content). */
export function gatsbyConfig(root: string): GatsbyConfig {
  process.env.GATSBY_TELEMETRY_DISABLED ??= "1";
  const content = loadContentOrStop(root);
  const { shop } = content.runtimeSettings;
  const reporting = buildReportingOptions(shop.environment);
  return {
    siteMetadata: {
      siteUrl: shop.siteUrl,
      title: shop.shopName,
    },
    trailingSlash: TRAILING_SLASH,
    // Every response gets the security headers; every page a Content-Security-Policy of its own.
    adapter: withSecurityHeaders(
      adapter(),
      path.join(root, "public"),
      {
        shopId: shop.shopId,
        languages: shop.languages,
        search: buildSearchEnv(),
        tagManagerId: process.env.GATSBY_GTM_ID,
        affiliatePixels: [process.env.GATSBY_AWIN_PIXEL_URL, process.env.GATSBY_CJ_PIXEL_URL],
        commerceUrl: content.runtimeSettings.commerce.url,
        ...(reporting && {
          errorReporting: {
            dsn: reporting.dsn,
            replay: reporting.replaysSessionSampleRate > 0 || reporting.replaysOnErrorSampleRate > 0,
          },
        }),
      },
      localizedNotFoundRules(shop.languages, shop.defaultLanguage),
    ),
    graphqlTypegen: false,
    // Campaign links answered as the build's stubs do, and the studio at /admin/ (Decap's local backend).
    developMiddleware: (app: { use: (handler: ReturnType<typeof campaignLinkMiddleware>) => void }) => {
      const contentDir = contentDirOf(root, process.env);
      const campaignLinks = keepLastGood(() => loadCampaignLinks(root, contentDir));
      // Read now, so content broken before the first link is followed answers from the start-up table.
      campaignLinks();
      app.use(campaignLinkMiddleware(campaignLinks));
      app.use(studioMiddleware(root, campaignLinks, studioBackendUrl(process.env)));
    },
    plugins: [
      {
        resolve: "gatsby-source-filesystem",
        options: { name: "locale", path: path.join(root, "locales") },
      },
      {
        resolve: "gatsby-plugin-react-i18next",
        options: {
          localeJsonSourceName: "locale",
          languages: shop.languages,
          defaultLanguage: shop.defaultLanguage,
          fallbackLanguage: shop.fallbackLanguage,
          siteUrl: shop.siteUrl,
          trailingSlash: TRAILING_SLASH,
          // The language redirect runs in gatsby-browser before React hydrates (no hydration errors).
          redirect: false,
          generateDefaultLanguagePage: false,
          i18nextOptions: {
            interpolation: { escapeValue: false },
            keySeparator: ".",
            nsSeparator: false,
          },
        },
      },
      {
        resolve: "gatsby-plugin-sitemap",
        // Crawlers find the sitemap through robots.txt, so no page links to it.
        options: { excludes: notIndexed(content), createLinkInHead: false },
      },
      // gatsby-node.ts puts src/offline/network-only-paths.sw.js in front of the generated worker.
      "gatsby-plugin-offline",
      {
        resolve: "@sentry/gatsby",
        // Its webpack plugin uploads source maps over the internet; the SDK itself loads on demand.
        options: { enableClientWebpackPlugin: false },
      },
    ],
  };
}

import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import path from "node:path";
import { buildReportingOptions } from "./src/errors/reporting-env";
import { buildSearchEnv } from "./src/search/search-env";
import { keepLastGood } from "./src/content/last-good";
import { campaignLinkMiddleware } from "./src/build/campaign-link-middleware";
import { loadCampaignLinks } from "./src/build/load-campaign-links";
import { contentDirOf, loadBuildContent } from "./src/build/load-build-content";
import { localizedNotFoundRules } from "./src/i18n/localized-404";
import { TRAILING_SLASH } from "./src/i18n/trailing-slash";
import { withSecurityHeaders } from "./src/build/gatsby-security-headers";
import { studioBackendUrl, studioMiddleware } from "./src/build/studio-files";
import { notIndexed } from "./src/build/shop-pages";

process.env.GATSBY_TELEMETRY_DISABLED ??= "1";

/** Written straight to stderr: Gatsby's reporter would head it "ERROR UNKNOWN" and fold long lines. */
function loadContentOrStop() {
  try {
    return loadBuildContent(__dirname, process.env);
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    return process.exit(1);
  }
}

const content = loadContentOrStop();
const { shop } = content.runtimeSettings;
const reporting = buildReportingOptions(shop.environment);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: shop.siteUrl,
    title: shop.shopName,
  },
  trailingSlash: TRAILING_SLASH,
  // Every response gets the security headers; every page a Content-Security-Policy of its own.
  adapter: withSecurityHeaders(
    adapter(),
    path.join(__dirname, "public"),
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
    const contentDir = contentDirOf(__dirname, process.env);
    const campaignLinks = keepLastGood(() => loadCampaignLinks(__dirname, contentDir));
    // Read now, so content broken before the first link is followed answers from the start-up table.
    campaignLinks();
    app.use(campaignLinkMiddleware(campaignLinks));
    app.use(studioMiddleware(__dirname, campaignLinks, studioBackendUrl(process.env)));
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
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

export default config;

import type { GatsbyNode } from "gatsby";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixLocalized404, isLocalizedAppShell } from "./src/i18n/localized-404";
import { prependToWorker } from "./src/offline/prepend-worker";
import { indexRules } from "./src/redirects/resolve";
import { slugOf } from "./src/redirects/rule";
import { stubHtml, stubInputFor } from "./src/redirects/stub";
import { illustrationSvg } from "./src/catalogue/illustration";
import { bundlePath, categoryPath, guidePath, productPath } from "./src/catalogue/paths";
import {
  bundleView,
  categoryView,
  guideView,
  homeView,
  imageManifest,
  productView,
  type ViewContext,
} from "./src/catalogue/views";
import { shippingOptions } from "./src/checkout/load-shipping";
import type { ContentLanguage } from "./src/content/localized";
import { COOKIE_BANNER_STYLES as COOKIE_BANNER_CSS } from "./src/consent/cookie-banner-styles";
import { pageVariants } from "./src/i18n/page-variants";
import { loadBuildContent } from "./src/site/load-build-content";

// gatsby-config.ts has already stopped the build if any of this content is invalid.
const content = loadBuildContent(__dirname, process.env);
const { siteData, redirects, catalogue, guides, currency } = content;
const PUBLIC = path.join(__dirname, "public");
const KLEVU_INTERNAL = path.join(__dirname, "node_modules/@klevu/core/dist/mjs");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_DATA__: JSON.stringify(siteData) })],
    // See src/search/klevu-internal.ts.
    resolve: { alias: { "klevu-internal": KLEVU_INTERNAL } },
  });
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const i18n = page.context?.i18n as { routed?: boolean } | undefined;
  if (isLocalizedAppShell(page.path, i18n?.routed ?? false)) {
    actions.deletePage(page);
    return;
  }
  const fixed = fixLocalized404(page);
  if (fixed !== page) {
    actions.deletePage(page);
    actions.createPage({ ...page, ...fixed });
  }
};

/**
 * Every campaign rule goes to the host adapter, which turns country conditions into CDN rules
 * (`Country=` on Netlify). `force` lets them win over the stub file at the same path; keeping them
 * out of the browser bundle is what `redirectInBrowser: false` does: the stubs redirect in browsers.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  createCatalogueImages();
  publishCookieBannerStyles();
  const { languages, defaultLanguage } = siteData.siteConfig;
  const template = (name: string) => path.join(__dirname, "src", "templates", `${name}.tsx`);
  const page = (originalPath: string, name: string, data: (context: ViewContext) => object) => {
    for (const variant of pageVariants(originalPath, languages, defaultLanguage)) {
      const language = variant.language as ContentLanguage;
      actions.createPage({
        path: variant.path,
        component: template(name),
        context: { language, i18n: variant.i18n, ...data({ language, currency }) },
      });
    }
  };
  const gift = (option: typeof catalogue.giftOptions.giftMessage, language: ContentLanguage) => ({
    sku: option.sku,
    name: option.name[language],
    price: option.prices[currency],
    currency,
  });
  const countryNames = (language: string) => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    return Object.fromEntries(
      [...new Set([...siteData.allowedCountries, ...content.stores.map((s) => s.country.toUpperCase())])].map(
        (code) => [code, names.of(code) ?? code],
      ),
    );
  };

  page("/", "home", (context) => ({ view: homeView(catalogue, guides, context) }));
  for (const category of catalogue.categories) {
    page(categoryPath(category.handle), "category", (context) => ({
      view: categoryView(category, catalogue, context),
    }));
  }
  for (const product of catalogue.products) {
    page(productPath(product.handle), "product", (context) => ({
      view: productView(product, catalogue, context),
    }));
  }
  for (const bundle of catalogue.bundles) {
    page(bundlePath(bundle.handle), "bundle", (context) => ({
      view: bundleView(bundle, catalogue, context),
    }));
  }
  for (const guide of guides) {
    page(guidePath(guide.handle), "guide", (context) => ({ view: guideView(guide, catalogue, context) }));
  }
  page("/stores/", "stores", ({ language }) => ({
    stores: content.stores,
    countryNames: countryNames(language),
  }));
  page("/cart/", "cart", ({ language }) => ({
    giftMessage: gift(catalogue.giftOptions.giftMessage, language),
    giftBox: gift(catalogue.giftOptions.giftBox, language),
  }));
  page("/checkout/", "checkout", ({ language }) => ({
    giftMessage: gift(catalogue.giftOptions.giftMessage, language),
    giftBox: gift(catalogue.giftOptions.giftBox, language),
    shipping: shippingOptions(content.shipping, language, currency),
    countryNames: countryNames(language),
  }));

  for (const { conditions, fromPath, toPath } of redirects.rules) {
    actions.createRedirect({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: true,
      force: true,
      redirectInBrowser: false,
      ...(conditions ? { conditions } : {}),
    });
  }
};

/** The consent banner's stylesheet as a file of its own, so that it is not inlined into every page. */
function publishCookieBannerStyles(): void {
  const file = path.join(PUBLIC, COOKIE_BANNER_CSS);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(
    path.join(__dirname, "node_modules", "vanilla-cookieconsent", "dist", "cookieconsent.css"),
    file,
  );
}

/** Product, category, bundle and guide images, drawn from the catalogue (no photos to download). */
function createCatalogueImages(): void {
  for (const image of imageManifest(catalogue, guides, "#2f4858")) {
    const file = path.join(PUBLIC, image.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, illustrationSvg(image.kind, image.colour, image.label));
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  for (const [fromPath, rules] of indexRules(redirects.rules)) {
    const dir = path.join(PUBLIC, "redirects", slugOf(fromPath));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), stubHtml(stubInputFor(rules)));
  }
  writeFileSync(
    path.join(PUBLIC, "robots.txt"),
    `User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /order-confirmation/\nDisallow: /redirects/\n\nSitemap: ${siteData.siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
  // Runs after gatsby-plugin-offline has written public/sw.js (the site's own hooks run last).
  prependToWorker(
    path.join(PUBLIC, "sw.js"),
    readFileSync(path.join(__dirname, "src", "offline", "bypass-redirects.sw.js"), "utf8"),
  );
};

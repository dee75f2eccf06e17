import { readFileSync } from "node:fs";
import path from "node:path";
import { illustrationSvg } from "../catalogue/illustration";
import { imageManifest } from "../catalogue/images";
import { COOKIE_BANNER_STYLES } from "../consent/cookie-banner-styles";
import { writeIfChanged } from "./write-if-changed";
import { prependToWorker } from "../offline/prepend-worker";
import { indexRules } from "../redirects/resolve";
import { slugOf } from "../redirects/rule";
import { stubHtml, stubInputFor } from "../redirects/stub";
import type { BuildContent } from "../site/page-types";
import { robotsTxt } from "./robots";
import { privatePages } from "./shop-pages";

/**
 * What the pages link to beside Gatsby's own files, written before the pages are: product, category,
 * bundle and guide images drawn from the catalogue (no photos to download), and the consent banner's
 * stylesheet as a file of its own, so that it is not inlined into every page.
 */
export function publishAssets(root: string, content: BuildContent): void {
  const publicDir = path.join(root, "public");
  for (const image of imageManifest(content.catalogue, content.guides))
    writeIfChanged(path.join(publicDir, image.path), illustrationSvg(image.kind, image.colour, image.label));
  writeIfChanged(
    path.join(publicDir, COOKIE_BANNER_STYLES),
    // Gatsby bundles this module with Parcel, which leaves no `require.resolve`.
    readFileSync(
      path.join(root, "node_modules", "vanilla-cookieconsent", "dist", "cookieconsent.css"),
      "utf8",
    ),
  );
}

/**
 * What is written once the site is built: a stub page per campaign link (it redirects in the browser
 * where the CDN did not), `robots.txt`, and the campaign links' bypass at the top of the service worker
 * that gatsby-plugin-offline has written by then.
 */
export function publishAfterBuild(root: string, content: BuildContent): void {
  const publicDir = path.join(root, "public");
  for (const [fromPath, rules] of indexRules(content.redirects.rules))
    writeIfChanged(
      path.join(publicDir, "redirects", slugOf(fromPath), "index.html"),
      stubHtml(stubInputFor(rules)),
    );
  writeIfChanged(
    path.join(publicDir, "robots.txt"),
    robotsTxt(content.runtimeSettings.shop, privatePages(content)),
  );
  prependToWorker(
    path.join(publicDir, "sw.js"),
    readFileSync(path.join(root, "src", "offline", "network-only-paths.sw.js"), "utf8"),
  );
}

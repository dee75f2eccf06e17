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
 * Images are drawn from the catalogue; the consent stylesheet is a file so it is not inlined into every page.
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
 * Runs after gatsby-plugin-offline has written the service worker, whose top gets the campaign links' bypass.
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

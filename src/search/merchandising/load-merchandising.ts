import { existsSync } from "node:fs";
import path from "node:path";
import type { CatalogueContent } from "../../catalogue/schema";
import { imageManifest } from "../../catalogue/images";
import { yamlFilesIn } from "../../content/read-yaml-files";
import type { Guide } from "../../guides/schema";
import {
  bannersFileSchema,
  keywordRedirectsFileSchema,
  LOGICS_BY_PAGE_TYPE,
  recommendationsFileSchema,
  synonymsFileSchema,
  type Banner,
  type KeywordRedirect,
  type Recommendation,
  type Synonyms,
} from "./schema";

export interface Merchandising {
  banners: Banner[];
  keywordRedirects: KeywordRedirect[];
  recommendations: Recommendation[];
  synonyms: Synonyms;
}

// Beyond each file's shape: links, keyword pages and images exist, banners end after they start, keywords and
// recommendation keys are unique, logics suit their page type, a word's synonyms are on one line.
export function loadMerchandising(
  root: string,
  contentDir: string,
  catalogue: CatalogueContent,
  guides: readonly Guide[],
  pages: ReadonlySet<string>,
): Merchandising {
  const { problems, read } = yamlFilesIn(root, path.join(contentDir, "search"));
  const bannersFile = read("banners.yaml", bannersFileSchema);
  const mapsFile = read("keyword-redirects.yaml", keywordRedirectsFileSchema);
  const recsFile = read("recommendations.yaml", recommendationsFileSchema);
  const synonymsFile = read("synonyms.yaml", synonymsFileSchema);

  // Only the paths of the generated images matter here, not their colour.
  const generatedImages = new Set(imageManifest(catalogue, guides).map((image) => image.path));
  const imageExists = (image: string) =>
    generatedImages.has(image) || existsSync(path.join(root, "static", image));
  const products = new Set(catalogue.products.map((product) => product.handle));

  bannersFile?.value.banners.forEach((banner, i) => {
    const report = (field: string, message: string) =>
      problems.add(bannersFile.file, bannersFile.lineOf(["banners", i, field]), message);
    if (!pages.has(banner.link)) report("link", `${banner.link} is not a page of the shops`);
    if (!imageExists(banner.image)) report("image", `there is no image ${banner.image}`);
    if (!banner.showOnLandingPage && !banner.showOnQuickSearch && !banner.showOnCategoryPage)
      report(
        "showOnLandingPage",
        "set at least one of showOnLandingPage, showOnQuickSearch, showOnCategoryPage",
      );
    if (banner.endDate && dayNumber(banner.endDate) < dayNumber(banner.startDate))
      report("endDate", `the banner ends (${banner.endDate}) before it starts (${banner.startDate})`);
  });

  const keywordPage = new Map<string, string>();
  mapsFile?.value.redirects.forEach((redirect, i) => {
    if (!pages.has(redirect.page))
      problems.add(
        mapsFile.file,
        mapsFile.lineOf(["redirects", i, "page"]),
        `${redirect.page} is not a page of the shops`,
      );
    redirect.keywords.forEach((keyword, j) => {
      const earlier = keywordPage.get(keyword);
      if (earlier !== undefined)
        problems.add(
          mapsFile.file,
          mapsFile.lineOf(["redirects", i, "keywords", j]),
          `"${keyword}" already leads to ${earlier}`,
        );
      else keywordPage.set(keyword, redirect.page);
    });
  });

  const keys = new Set<string>();
  recsFile?.value.recommendations.forEach((rec, i) => {
    const report = (where: PropertyKey[], message: string) =>
      problems.add(recsFile.file, recsFile.lineOf(["recommendations", i, ...where]), message);
    if (keys.has(rec.key)) report(["key"], `the key "${rec.key}" is used twice`);
    keys.add(rec.key);
    const logics = LOGICS_BY_PAGE_TYPE[rec.pageType];
    if (!logics.includes(rec.logic))
      report(["logic"], `a ${rec.pageType} recommendation uses one of: ${logics.join(", ")}`);
    if (rec.logic === "HAND_PICKED" && !rec.products) report(["logic"], "list the hand-picked products");
    if (rec.logic !== "HAND_PICKED" && rec.products)
      report(["products"], "products are listed only for HAND_PICKED");
    rec.products?.forEach((handle, j) => {
      if (!products.has(handle)) report(["products", j], `there is no product "${handle}"`);
    });
    if (rec.action === "STATIC_CONTENT" && !rec.staticContent)
      report(["action"], "describe the staticContent to show");
    if (rec.action !== "STATIC_CONTENT" && rec.staticContent)
      report(["staticContent"], "staticContent is shown only with action STATIC_CONTENT");
    if (rec.staticContent && !pages.has(rec.staticContent.link))
      report(["staticContent", "link"], `${rec.staticContent.link} is not a page of the shops`);
    rec.staticContent?.images.forEach((image, j) => {
      if (!imageExists(image.image))
        report(["staticContent", "images", j, "image"], `there is no image ${image.image}`);
    });
  });

  if (synonymsFile) {
    for (const [language, rules] of Object.entries(synonymsFile.value.synonyms)) {
      const lineOfWord = new Map<string, number>();
      rules.forEach((rule, i) => {
        const line = synonymsFile.lineOf(["synonyms", language, i]);
        for (const word of rule.when) {
          const earlier = lineOfWord.get(word);
          if (earlier !== undefined)
            problems.add(
              synonymsFile.file,
              line,
              `"${word}" already has synonyms on line ${earlier}: add them there`,
            );
          else lineOfWord.set(word, line);
        }
      });
    }
  }

  problems.check();
  return {
    banners: bannersFile?.value.banners ?? [],
    keywordRedirects: mapsFile?.value.redirects ?? [],
    recommendations: recsFile?.value.recommendations ?? [],
    synonyms: synonymsFile?.value.synonyms ?? { "nl-NL": [], "en-US": [] },
  };
}

const dayNumber = (date: string): number => Number(date.replaceAll("/", ""));

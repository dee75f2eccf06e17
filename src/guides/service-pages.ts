import type { z } from "zod";
import type { ContentLanguage } from "../content/localized";
import { readPageFolder, type ContentFile, type ProblemList } from "../content/read-yaml-files";
import { servicePageSchema } from "./schema";

export type ServicePage = z.output<typeof servicePageSchema>;

export const servicePagePath = (handle: string): string => `/${handle}/`;

const SERVICE_PAGE_FOLDER = { folder: "service-pages", schema: servicePageSchema, kind: "page" };

/** First folders the site uses for something else. */
const TAKEN = new Set(["categories", "products", "bundles", "guides", "redirects", "images", "static"]);

/** A page may not take a path the site has; its links are checked with every page's (`checkSectionLinks`). */
export function readServicePages(
  root: string,
  contentDir: string,
  sitePaths: ReadonlySet<string>,
  problems: ProblemList,
): ContentFile<ServicePage>[] {
  return readPageFolder(root, contentDir, SERVICE_PAGE_FOLDER, problems, (pageFile, namedRight) => {
    const { file, value: page, lineOf } = pageFile;
    const pagePath = servicePagePath(page.handle);
    if (namedRight && (TAKEN.has(page.handle) || sitePaths.has(pagePath)))
      problems.add(file, lineOf(["handle"]), `the shop already has a page at ${pagePath}`);
  });
}

export const sectionView = (section: ServicePage["sections"][number], language: ContentLanguage) => ({
  heading: section.heading[language],
  paragraphs: section.paragraphs[language],
  links: (section.links ?? []).map(({ label, to }) => ({ label: label[language], to })),
});

export const servicePageView = (page: ServicePage, language: ContentLanguage) => ({
  title: page.title[language],
  summary: page.summary[language],
  sections: page.sections.map((section) => sectionView(section, language)),
});

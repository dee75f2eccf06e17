import path from "node:path";
import type { z } from "zod";
import type { ContentLanguage } from "../content/localized";
import {
  namedAfterHandle,
  readYamlFolder,
  type ContentFile,
  type ProblemList,
} from "../content/read-yaml-files";
import { servicePageSchema } from "./schema";

/** A page the shop must have (customer service, terms, privacy …), as marketers write it. */
export type ServicePage = z.output<typeof servicePageSchema>;

/** A service page lives at the top of the site, named by its handle: `/terms/`. */
export const servicePagePath = (handle: string): string => `/${handle}/`;

/** The first folder of a path the site uses for something else: a service page may not take it. */
const TAKEN = new Set(["categories", "products", "bundles", "guides", "redirects", "images", "static"]);

/**
 * Reads `content/service-pages/*.yaml`. Each file is named after its handle, and a page may not take
 * a path the site already has (`sitePaths`). The pages its links go to are checked with every page's
 * (`checkSectionLinks`).
 */
export function readServicePages(
  root: string,
  contentDir: string,
  sitePaths: ReadonlySet<string>,
  problems: ProblemList,
): ContentFile<ServicePage>[] {
  const files = readYamlFolder(root, path.join(contentDir, "service-pages"), servicePageSchema, problems);
  for (const pageFile of files) {
    const { file, value: page, lineOf } = pageFile;
    const pagePath = servicePagePath(page.handle);
    if (namedAfterHandle(pageFile, "page", problems) && (TAKEN.has(page.handle) || sitePaths.has(pagePath)))
      problems.add(file, lineOf(["handle"]), `the shop already has a page at ${pagePath}`);
  }
  return files;
}

/** A section of a guide or service page in `language`: what `SectionView` (catalogue) describes. */
export const sectionView = (section: ServicePage["sections"][number], language: ContentLanguage) => ({
  heading: section.heading[language],
  paragraphs: section.paragraphs[language],
  links: (section.links ?? []).map(({ label, to }) => ({ label: label[language], to })),
});

/** What a service page shows in `language`: what `ServicePageView` (catalogue) describes. */
export const servicePageView = (page: ServicePage, language: ContentLanguage) => ({
  title: page.title[language],
  summary: page.summary[language],
  sections: page.sections.map((section) => sectionView(section, language)),
});

import type { ContentFile, ProblemList } from "./read-yaml-files";

/** A file written in sections (a guide, a service page, the main menu), whose sections link onward. */
type LinkingFile = { sections: { links?: { to: string }[] | undefined }[] };

/** Every link of these files to a page of the site must go to one the shop builds (`sitePaths`). */
export function checkSectionLinks(
  files: readonly ContentFile<LinkingFile>[],
  sitePaths: ReadonlySet<string>,
  problems: ProblemList,
): void {
  for (const { file, value, lineOf } of files)
    value.sections.forEach((section, i) =>
      section.links?.forEach(({ to }, j) => {
        if (to.startsWith("/") && !sitePaths.has(to))
          problems.add(file, lineOf(["sections", i, "links", j, "to"]), `the shop has no page ${to}`);
      }),
    );
}

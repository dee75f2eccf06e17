import type { ContentFile, ProblemList } from "./read-yaml-files";

type LinkingFile = { sections: { links?: { to: string }[] | undefined }[] };

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

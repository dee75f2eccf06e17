import { existsSync } from "node:fs";
import path from "node:path";
import { CONTENT_LANGUAGES } from "../content/localized";
import { ProblemList, readYamlFile } from "../content/read-yaml-files";
import { checkSectionLinks } from "../content/section-links";
import { mainMenuFileSchema } from "./main-menu-schema";

interface MenuSection {
  label: string;
  links: { label: string; to: string }[];
}

export type MainMenu = Partial<Record<string, MenuSection[]>>;

/** Without the file the header has no sections, only the stores page. */
export function loadMainMenu(
  root: string,
  contentDir: string,
  sitePaths: ReadonlySet<string>,
  languages: readonly string[],
): MainMenu {
  const absolute = path.join(contentDir, "main-menu.yaml");
  if (!existsSync(absolute)) return {};
  const problems = new ProblemList();
  const file = readYamlFile(root, absolute, mainMenuFileSchema, problems);
  if (file) checkSectionLinks([file], sitePaths, problems);
  problems.check();
  if (!file) throw new Error("content/main-menu.yaml could not be read");
  const sections = file.value.sections;
  return Object.fromEntries(
    CONTENT_LANGUAGES.filter((language) => languages.includes(language)).map((language) => [
      language,
      sections.map(({ label, links }) => ({
        label: label[language],
        links: links.map((link) => ({ label: link.label[language], to: link.to })),
      })),
    ]),
  );
}

import path from "node:path";
import { namedAfterHandle, ProblemList, readYamlFolder, type ContentFile } from "../content/read-yaml-files";
import { guideSchema, type Guide } from "./schema";

/** The pages its links go to are checked with every page's (`checkSectionLinks`). */
export function readGuides(
  root: string,
  contentDir: string,
  productHandles: ReadonlySet<string>,
  problems: ProblemList,
): ContentFile<Guide>[] {
  const files = readYamlFolder(root, path.join(contentDir, "guides"), guideSchema, problems);
  for (const guideFile of files) {
    const { file, value: guide, lineOf } = guideFile;
    namedAfterHandle(guideFile, "guide", problems);
    guide.products?.forEach((handle, i) => {
      if (!productHandles.has(handle))
        problems.add(file, lineOf(["products", i]), `there is no product "${handle}"`);
    });
  }
  return files;
}

export function loadGuides(root: string, contentDir: string, productHandles: ReadonlySet<string>): Guide[] {
  const problems = new ProblemList();
  const files = readGuides(root, contentDir, productHandles, problems);
  problems.check();
  return files.map(({ value }) => value);
}

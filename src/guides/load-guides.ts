import { ProblemList, readPageFolder, type ContentFile } from "../content/read-yaml-files";
import { guideSchema, type Guide } from "./schema";

const GUIDE_FOLDER = { folder: "guides", schema: guideSchema, kind: "guide" };

/** The pages its links go to are checked with every page's (`checkSectionLinks`). */
export function readGuides(
  root: string,
  contentDir: string,
  productHandles: ReadonlySet<string>,
  problems: ProblemList,
): ContentFile<Guide>[] {
  return readPageFolder(root, contentDir, GUIDE_FOLDER, problems, ({ file, value: guide, lineOf }) => {
    guide.products?.forEach((handle, i) => {
      if (!productHandles.has(handle))
        problems.add(file, lineOf(["products", i]), `there is no product "${handle}"`);
    });
  });
}

export function loadGuides(root: string, contentDir: string, productHandles: ReadonlySet<string>): Guide[] {
  const problems = new ProblemList();
  const files = readGuides(root, contentDir, productHandles, problems);
  problems.check();
  return files.map(({ value }) => value);
}

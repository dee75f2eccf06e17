import { rmSync } from "node:fs";
import { startDevelop, type Develop } from "../../support/develop";
import { copyProject } from "../../support/project-copy";
import { test as builtSiteTest } from "./fixtures";
import { COMMERCE_URL, DEVELOP_PORT, DEVELOP_SEARCH_PORT, DEVELOP_STUDIO_BACKEND_PORT } from "./ports";

/** The copy of the project and its development server, there from the spec file's first test on. */
export interface DevelopCopy {
  project: string;
  develop: Develop | undefined;
}

/**
 * `npm run develop` on a copy of the project, one for the worker: the development-server project runs on
 * one worker, so its spec files share the server, each test leaving the copy as the next expects it.
 */
export const test = builtSiteTest.extend<object, { developCopy: Required<DevelopCopy> }>({
  developCopy: [
    async ({}, provide) => {
      const project = copyProject("develop-");
      // The run's engine: the copy starts none of its own.
      const develop = await startDevelop(project, {
        commerceUrl: COMMERCE_URL,
        port: DEVELOP_PORT,
        searchPort: DEVELOP_SEARCH_PORT,
        studioPort: DEVELOP_STUDIO_BACKEND_PORT,
      });
      await provide({ project, develop });
      await develop.stop();
      rmSync(project, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 360_000 },
  ],
});

/**
 * The shared copy for the tests of a spec file, there from its first test on; `prepare` sees it before
 * the first.
 */
export function developOnCopy(prepare?: (project: string) => void): DevelopCopy {
  const copy: DevelopCopy = { project: "", develop: undefined };

  test.beforeAll(async ({ developCopy }) => {
    Object.assign(copy, developCopy);
    prepare?.(developCopy.project);
  });

  return copy;
}

export const DEVELOP_URL = `http://localhost:${DEVELOP_PORT}`;

import { rmSync } from "node:fs";
import { startDevelop, type Develop } from "../../support/develop";
import { copyProject } from "../../support/project-copy";
import { test } from "./fixtures";
import { COMMERCE_URL } from "./ports";

/** The copy of the project and its development server, there from the spec file's first test on. */
export interface DevelopCopy {
  project: string;
  develop: Develop | undefined;
}

/**
 * `npm run develop` on a copy of the project (its folder named from `prefix`), for all the tests of a
 * spec file: copied and started before the first, stopped and removed after the last. `prepare` sees the
 * copy before the server starts.
 */
export function developOnCopy(
  prefix: string,
  ports: Parameters<typeof startDevelop>[1],
  prepare?: (project: string) => void,
): DevelopCopy {
  const copy: DevelopCopy = { project: "", develop: undefined };

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    copy.project = copyProject(prefix);
    prepare?.(copy.project);
    // The run's engine: the copy starts none of its own.
    copy.develop = await startDevelop(copy.project, { commerceUrl: COMMERCE_URL, ...ports });
  });

  test.afterAll(async () => {
    await copy.develop?.stop();
    if (copy.project) rmSync(copy.project, { recursive: true, force: true });
  });

  return copy;
}

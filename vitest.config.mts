import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const UNIT_TESTS = "tests/unit";
/**
 * Unit tests that run in a DOM or configure Klevu's SDK: both keep state in modules (the SDK's
 * singletons, what a page module started), so each of these files gets modules of its own.
 */
const MODULE_STATE = /@vitest-environment|from "@klevu\/core"/;
const unitTestsDir = fileURLToPath(new URL(UNIT_TESTS, import.meta.url));
const testsWithModuleState = readdirSync(unitTestsDir, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => MODULE_STATE.test(readFileSync(`${unitTestsDir}/${file}`, "utf8")))
  .map((file) => `${UNIT_TESTS}/${file}`);

export default defineConfig({
  resolve: {
    alias: {
      "klevu-internal": fileURLToPath(new URL("node_modules/@klevu/core/dist/mjs", import.meta.url)),
    },
  },
  // What the build compiles into the page's code (src/build/gatsby-webpack.ts) besides the runtime settings,
  // which the tests that need them stub.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "node",
    // Every core: vitest would leave one to itself, which on a 2-core machine halves the run.
    maxWorkers: "100%",
    // Unit tests take milliseconds each; the build tests run real `gatsby build`s, minutes in all; the
    // commerce tests talk to a real engine.
    projects: [
      // The rest test plain modules: files share a worker's modules, as loading them again for each file
      // took a third of the run (111 → 80 s).
      {
        extends: true,
        test: {
          name: "unit",
          include: [`${UNIT_TESTS}/**/*.test.{ts,tsx}`],
          exclude: testsWithModuleState,
          isolate: false,
        },
      },
      { extends: true, test: { name: "unit-isolated", include: testsWithModuleState } },
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"] } },
      // Against the commerce engine, started once for them from a fresh seed.
      {
        extends: true,
        test: {
          name: "commerce",
          include: ["tests/commerce/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/commerce/start-engine.ts"],
          // One engine for all: files one after another, so that none sees another's orders half-way.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});

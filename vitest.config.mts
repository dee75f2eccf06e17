import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "klevu-internal": fileURLToPath(new URL("node_modules/@klevu/core/dist/mjs", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Every core: vitest would leave one to itself, which on a 2-core machine halves the run.
    maxWorkers: "100%",
    // Unit tests take milliseconds each; the build tests run real `gatsby build`s, minutes in all; the
    // commerce tests talk to a real engine.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
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

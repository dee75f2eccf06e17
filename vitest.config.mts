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
    // Unit tests take milliseconds each; the build tests run real `gatsby build`s, minutes in all.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"] } },
    ],
  },
});

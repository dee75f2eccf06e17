import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "klevu-internal": fileURLToPath(new URL("node_modules/@klevu/core/dist/mjs", import.meta.url)),
    },
  },
  test: {
    include: ["tests/{unit,build}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});

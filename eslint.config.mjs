import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules",
      "**/public",
      "**/.cache",
      "test-results",
      "playwright-report",
      "bench/out",
      "bench/bare-site",
      "bench/bare-search-site",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "src/offline/*.sw.js"],
    languageOptions: {
      globals: { console: "readonly", process: "readonly", self: "readonly", URL: "readonly" },
    },
  },
  {
    // Domain modules stay free of Gatsby and React so that they run anywhere and test in milliseconds.
    files: [
      "src/redirects/**",
      "src/markets/**",
      "src/country/**",
      "src/consent/consent-rules.ts",
      "src/consent/banner-rules.ts",
      "src/site/storefront-pages.ts",
      "src/i18n/language-*.ts",
      "src/errors/chunk-reload.ts",
      "src/errors/reporting-options.ts",
      "src/affiliate/**",
      "src/content/**",
      "src/search/merchandising/**",
      "src/search/service-urls.ts",
      "src/search/search-settings.ts",
      "src/analytics/tag-manager.ts",
      "src/security/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["gatsby", "gatsby-*", "react", "react-*", "@sentry/*"] },
      ],
    },
  },
);

import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { DOMAIN_DEPENDENCIES } from "./eslint/domains.mjs";

const DOMAINS = Object.keys(DOMAIN_DEPENDENCIES);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules",
      "**/public",
      "**/.cache",
      "**/.netlify",
      "test-results",
      "playwright-report",
      "bench/out",
      "bench/bare-site",
      "bench/bare-packages-site",
      "bench/bare-search-site",
      "bench/bare-button-site",
      // Written by `npm run commerce-engine -- --generate-migration`, as TypeORM writes them.
      "services/commerce-engine/migrations",
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
    // The Gatsby config and hooks load their TypeScript through tsx (src/build/gatsby-*.ts).
    files: ["gatsby-config.js", "gatsby-node.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["tests/deno/*.mjs", "bench/scale/*.mjs"],
    languageOptions: {
      globals: { Deno: "readonly", Request: "readonly", Response: "readonly", performance: "readonly" },
    },
  },
  {
    // Domain modules stay free of Gatsby, React and error reporting so that they run anywhere and test in
    // milliseconds. The shells are the app, pages, templates, components, hooks (`use-*`), `.tsx` files,
    // the modules that bind the site to Gatsby (`gatsby-*`) and the few below that bind a domain to its
    // framework.
    files: ["src/**/*.ts"],
    ignores: [
      "src/app/**",
      "src/bundle/browser-bundle.ts",
      "src/bundle/react-i18next-parts.ts",
      "src/components/**",
      "src/pages/**",
      "src/templates/**",
      "src/**/use-*.ts",
      "src/**/gatsby-*.ts",
      "src/cart/cart-store.ts",
      "src/checkout/draft-state.ts",
      "src/errors/start-reporting.ts",
      "src/errors/start-replay.ts",
      "src/i18n/hooks.ts",
      "src/i18n/page-locales.ts",
      "src/search/query-client.ts",
      "src/site/page-data.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zustand", message: "Domain state uses zustand/vanilla; hooks live in use-*.ts." }],
          patterns: ["gatsby", "gatsby-*", "react", "react-*", "@sentry/*", "@tanstack/react-query"],
        },
      ],
    },
  },
  {
    // Each domain imports only the domains it names in eslint/domains.mjs; no module imports itself
    // back through others.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/elements": DOMAINS.map((domain) => ({ type: domain, pattern: `src/${domain}` })),
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: DOMAINS.map((domain) => ({
            from: { element: { type: domain } },
            allow: { to: { element: { types: { anyOf: [domain, ...DOMAIN_DEPENDENCIES[domain]] } } } },
          })),
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The site reaches its commerce platform only through the binding: a page that imported a platform's
    // own module would keep working with it after another platform is bound.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/commerce/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/commerce/(?!commerce$|platform$)",
              message: "Take what the platform offers from src/commerce/commerce.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The build's settings reach the browser's code through one accessor each (src/runtime-settings).
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/runtime-settings/**", "src/build/gatsby-webpack.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "__RUNTIME_SETTINGS__",
          message: "Read a setting through its accessor in src/runtime-settings.",
        },
      ],
    },
  },
  {
    // End-to-end tests wait for what the visitor sees, never for a fixed time.
    ...playwright.configs["flat/recommended"],
    files: ["tests/e2e/**/*.ts"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      "playwright/no-wait-for-timeout": "error",
    },
  },
);

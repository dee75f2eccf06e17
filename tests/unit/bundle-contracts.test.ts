import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PARTYTOWN_BROWSER_HOOKS } from "../../src/bundle/browser-bundle";
import { emptyChunkMapping, SCRIPTS_SLICE } from "../../src/bundle/empty-chunk-mapping";
import { buildSideOf } from "../../src/bundle/module-replacements";
import { ON_DEMAND_LIBRARIES } from "../../src/bundle/on-demand-chunks";
import { KLEVU_STORAGE_KEYS } from "../../src/search/klevu-internal";

/**
 * Each trick of `src/bundle` (see its README) leans on a library as installed: a file at a path, an
 * import, an export, an internal. These read the installed libraries and fail when that changes, so that
 * an upgrade says which trick to look at again instead of a page quietly shipping more, or breaking.
 */

const ROOT = path.resolve(__dirname, "../..");
const require = createRequire(import.meta.url);
/** The folder of an installed package. */
const packageDir = (name: string) => path.join(ROOT, "node_modules", name);
const read = (name: string, file: string) => readFileSync(path.join(packageDir(name), file), "utf8");
const versionOf = (name: string) => (JSON.parse(read(name, "package.json")) as { version: string }).version;
const site = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The names a CommonJS file takes from a module it required as `_<local>` (`_gatsby.navigate`). */
const namesTaken = (source: string, local: string) =>
  [...source.matchAll(new RegExp(`\\b_${local}\\.([A-Za-z0-9_$]+)`, "g"))].flatMap(([, name]) =>
    name ? [name] : [],
  );
/** The names an ES module re-exports from `module` (`export { a, b } from "module"`). */
const reExported = (source: string, module: string) =>
  (source.match(new RegExp(`export \\{([^}]*)\\} from "${module}"`))?.[1] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
/** Every `require("…")` of a CommonJS file. */
const requires = (source: string) =>
  [...source.matchAll(/require\("([^"]+)"\)/g)].flatMap(([, name]) => (name ? [name] : []));
/** A test that the package is at the version the trick was read from: an upgrade is a reason to read again. */
const atVersion = (name: string, version: string) =>
  it(`finds ${name} at ${version}, the version read`, () => expect(versionOf(name)).toBe(version));
/** The site's TypeScript sources, relative to the root. */
const siteSources = () =>
  readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join("src", file));
/** Every JavaScript file under a package's folder, relative to it. */
const scriptsOf = (name: string, under: string): string[] =>
  readdirSync(path.join(packageDir(name), under), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(under, file));

describe("gatsby-plugin-react-i18next 3.0.1, whose imports the stand-ins replace", () => {
  const plugin = "gatsby-plugin-react-i18next";
  const files = scriptsOf(plugin, "dist");
  const source = (file: string) => read(plugin, file);
  const wrapper = source("dist/plugin/wrapPageElement.js");

  atVersion(plugin, "3.0.1");

  it("imports outdent only as a tag for a warning in development", () => {
    expect(files.filter((file) => requires(source(file)).includes("outdent"))).toEqual([
      "dist/plugin/wrapPageElement.js",
    ]);
    expect(namesTaken(wrapper, "outdent")).toEqual(["default"]);
    expect(wrapper).toMatch(
      /process\.env\.NODE_ENV === 'development'\) \{\s*console\.error\(\(0, _outdent\.default\)/,
    );
  });

  it("takes from gatsby only what gatsby-navigation.ts gives, but for its Link, which the site never uses", () => {
    const taken = new Set(files.flatMap((file) => namesTaken(source(file), "gatsby")));
    const given = reExported(site("src/bundle/gatsby-navigation.ts"), "gatsby");
    expect(given.length).toBeGreaterThan(0);
    expect([...taken].filter((name) => !given.includes(name))).toEqual(["Link"]);
    expect(files.filter((file) => namesTaken(source(file), "gatsby").includes("Link"))).toEqual([
      "dist/Link.js",
    ]);
    // The plugin's Link reaches a page only through an import of the plugin itself; the site has none.
    const importers = siteSources().filter((file) => site(file).includes(`from "${plugin}"`));
    expect(importers).toEqual([]);
  });
});

describe("react-i18next 12, of which react-i18next-parts.ts ships a part", () => {
  const parts = reExported(site("src/bundle/react-i18next-parts.ts"), "react-i18next");
  const library = require("react-i18next") as Record<string, unknown>;

  atVersion("react-i18next", "12.3.1");

  it("exports every name the parts module re-exports", () => {
    expect(parts).toEqual(["I18nextProvider", "useTranslation"]);
    for (const name of parts) expect(library[name], name).toBeDefined();
  });

  it("is re-exported whole by the i18n plugin, which takes from it only what the parts give", () => {
    const plugin = "gatsby-plugin-react-i18next";
    expect(read(plugin, "dist/index.js")).toContain("Object.keys(_reactI18next).forEach");
    const taken = scriptsOf(plugin, "dist").flatMap((file) => namesTaken(read(plugin, file), "reactI18next"));
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((name) => !parts.includes(name))).toEqual([]);
  });

  it("is imported by the site for no name the parts lack", () => {
    const names = siteSources().flatMap((file) =>
      [...site(file).matchAll(/(?:import|export) \{([^}]*)\} from "react-i18next"/g)].flatMap(([, list]) =>
        (list ?? "")
          .split(",")
          .map((name) => name.trim())
          // A type ships nothing.
          .filter((name) => name && !name.startsWith("type "))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const entry of names) expect(parts, entry).toContain(entry.split(": ")[1]);
  });
});

describe("Gatsby 5, whose chunk mapping empty-chunk-mapping.ts empties", () => {
  it("Gatsby writes its mapping into the scripts slice as a JSON string", () => {
    const extractor = read("gatsby", "dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("window.___chunkMapping=${JSON.stringify(newChunkMapJson)}");
    expect(extractor).toContain('id="gatsby-chunk-mapping"');
    expect(extractor).toContain(`\`${path.basename(SCRIPTS_SLICE)}\``);
    expect(extractor).toContain("compiler.hooks.done.tapAsync");
    expect(extractor).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`');
  });

  it("its loader reads the mapping only by a chunk's name, with an empty list for none", () => {
    const loader = read("gatsby", "cache-dir/loader.js");
    expect(loader.match(/___chunkMapping/g)).toHaveLength(1);
    expect(loader).toContain("(window.___chunkMapping[componentChunkName] || [])");
  });

  it("an empty object answers every lookup as the string did", () => {
    const mapping = JSON.stringify({
      app: ["/app-1.js"],
      "component---src-templates-home-tsx": ["/home-2.js"],
    });
    const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(mapping)};
          </script>
        <script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>`;
    const rewritten = emptyChunkMapping(slice);
    const lookUp = (html: string) => {
      const window: { ___chunkMapping?: Record<string, string[]> } = {};
      for (const [, script] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
        new Function("window", script ?? "")(window);
      return ["app", "component---src-templates-home-tsx", "missing"].map(
        (name) => window.___chunkMapping?.[name] || [],
      );
    };
    expect(lookUp(rewritten)).toEqual(lookUp(slice));
    expect(lookUp(rewritten)).toEqual([[], [], []]);
    expect(rewritten).not.toContain("app-1.js\\");
    expect(rewritten).toContain('window.___webpackCompilationHash="abc";</script>');
    expect(rewritten.startsWith("<script>window.___chunkMapping={};")).toBe(true);
    expect(rewritten.length).toBeLessThan(slice.length - mapping.length);
  });
});
describe("Gatsby 5, whose Partytown hooks production-no-op.ts replaces", () => {
  const hooks = "dist/internal-plugins/partytown/gatsby-browser.js";

  atVersion("gatsby", "5.16.1");

  it("keeps the hooks at the path the replacement matches", () => {
    expect(existsSync(path.join(packageDir("gatsby"), hooks))).toBe(true);
    expect(path.join(packageDir("gatsby"), hooks)).toMatch(PARTYTOWN_BROWSER_HOOKS);
  });

  it("whose one hook requires the script loader and does nothing outside development", () => {
    const source = read("gatsby", hooks);
    expect(requires(source)).toContain("gatsby-script");
    expect([...source.matchAll(/exports\.(\w+) = (?!void|true)/g)].map(([, name]) => name)).toEqual([
      "onInitialClientRender",
    ]);
    expect(source).toMatch(
      /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/,
    );
  });
});

describe("i18next 22, whose bundled ES module build the `i18next$` alias picks", () => {
  const bundled = "dist/esm/i18next.bundled.js";

  atVersion("i18next", "22.5.1");

  it("has that build, an ES module with its helpers inside, where the plain one imports them", () => {
    expect(existsSync(path.join(packageDir("i18next"), bundled))).toBe(true);
    expect(read("i18next", bundled)).not.toMatch(/^import /m);
    expect(read("i18next", bundled)).toMatch(/^export \{[^}]*instance as default/m);
    expect(read("i18next", "dist/esm/i18next.js")).toMatch(/^import .* from '@babel\/runtime\//m);
  });

  it("is required by the i18n plugin by the bare name the alias matches", () => {
    expect(requires(read("gatsby-plugin-react-i18next", "dist/plugin/wrapPageElement.js"))).toContain(
      "i18next",
    );
  });
});

describe("Gatsby 5's browser build, which browser-bundle.ts, short-class-names.ts and the announcer's props change", () => {
  const config = read("gatsby", "dist/utils/webpack.config.js");

  it("splits chunks with cache groups, to which the on-demand groups are added", () => {
    expect(config).toMatch(
      /if \(stage === `build-javascript`\) \{[\s\S]*?const splitChunks = \{\s*chunks: `all`,\s*cacheGroups: \{/,
    );
  });

  it("names chunks with a full hash, which the build shortens to 8 characters", () => {
    expect(config).toContain("chunkFilename: `[name]-[contenthash].js`");
  });

  it("gives CSS modules long names through css-loader's localIdentName, which the build shortens", () => {
    expect(read("gatsby", "dist/utils/webpack-utils.js")).toContain(
      "localIdentName: `[name]--[local]--[hash:hex:5]`",
    );
  });

  it("spreads the route announcer's props from ./route-announcer-props, which the build replaces", () => {
    for (const file of ["cache-dir/static-entry.js", "cache-dir/navigation.js"])
      expect(read("gatsby", file), file).toMatch(
        /RouteAnnouncerProps[^\n]*require\(`\.\/route-announcer-props`\)|import \{ RouteAnnouncerProps \} from "\.\/route-announcer-props"/,
      );
    expect(read("gatsby", "cache-dir/route-announcer-props.js")).toContain("id: `gatsby-announcer`");
  });

  it("finds every on-demand library installed where its chunk's rule looks for it", () => {
    const libraries: Record<string, string[]> = {
      "error-reporting": [
        "@sentry/core",
        "@sentry/browser",
        "@sentry/browser-utils",
        "@sentry/conventions",
        "@sentry/gatsby",
        "@sentry/gatsby/node_modules/@sentry/react",
        "@sentry/browser-utils/node_modules/web-vitals",
      ],
      "search-sdk": ["@klevu/core", "axios"],
      "query-cache": ["@tanstack/query-core", "@tanstack/react-query"],
    };
    expect(Object.keys(ON_DEMAND_LIBRARIES)).toEqual(Object.keys(libraries));
    for (const [group, names] of Object.entries(libraries))
      for (const name of names) {
        expect(existsSync(path.join(packageDir(name), "package.json")), name).toBe(true);
        expect(`${packageDir(name)}${path.sep}`, group).toMatch(ON_DEMAND_LIBRARIES[group] ?? /$^/);
      }
  });
});

describe("@klevu/core 5.2.2, whose own modules klevu-internal.ts reaches", () => {
  const sdk = "@klevu/core";
  const mjs = (file: string) => read(sdk, path.join("dist/mjs", file));

  atVersion(sdk, "5.2.2");

  it("has the three modules, exporting the three names, none of which its entry point exports", async () => {
    const modules = {
      "utils/storage.js": "KlevuStorage",
      "events/eventRequests.js": "KlevuEventV2",
      "connectors/klaviyo.js": "Klaviyo",
    };
    for (const [file, name] of Object.entries(modules)) {
      expect(mjs(file)).toMatch(new RegExp(`^export (class|function) ${name}\\b`, "m"));
      expect((await import(/* @vite-ignore */ `klevu-internal/${file}`))[name], name).toBeDefined();
    }
    const entry = (await import(sdk)) as Record<string, unknown>;
    expect(entry.KlevuEventV2).toBeUndefined();
    expect(entry.Klaviyo).toBeUndefined();
  });

  it("writes through KlevuStorage.setItem alone, which the full-storage patch replaces", () => {
    const storage = mjs("utils/storage.js");
    expect(storage).toContain("KlevuStorage.setItem = (key, value, storageType = StorageType.LOCAL) => {");
    const writers = scriptsOf(sdk, "dist/mjs").filter((file) =>
      /(local|session)Storage\.setItem/.test(read(sdk, file)),
    );
    expect(writers).toEqual(["dist/mjs/utils/storage.js"]);
    for (const file of scriptsOf(sdk, "dist/mjs"))
      expect(read(sdk, file), file).not.toMatch(
        /\{[^}]*\bsetItem\b[^}]*\} = KlevuStorage|= KlevuStorage\.setItem\b/,
      );
  });

  it("guards by consent every key added to its list, which KLEVU_STORAGE_KEYS fills", () => {
    const storage = mjs("utils/storage.js");
    expect(storage).toContain("KlevuStorage.addKey = (key) => {");
    expect(storage).toMatch(
      /KlevuStorage\.setItem = [\s\S]*?dataProtectedKeys\.find\(\(k\) => k\.includes\(key\)\)[\s\S]*?isConsentDisallowed\(\)/,
    );
    // Every key listed is one the SDK writes, by that name.
    const sources = scriptsOf(sdk, "dist/mjs").map((file) => read(sdk, file));
    for (const key of KLEVU_STORAGE_KEYS)
      expect(
        sources.some((text) => text.includes(`"${key}"`)),
        key,
      ).toBe(true);
  });

  it("sends v2 events as JSON, kept pending until sent, and polls for the exchange id on a timer", () => {
    expect(mjs("events/eventRequests.js")).toMatch(
      /export function KlevuEventV2\(data\) \{[\s\S]*?addPendingRequest\(url, data\);\s*const res = yield post\(url, data, true\);/,
    );
    const klaviyo = mjs("connectors/klaviyo.js");
    expect(klaviyo).toContain("Klaviyo.default = new Klaviyo();");
    expect(klaviyo).toContain("this.timer = setInterval(");
    expect(klaviyo).toMatch(/^ {4}getExchangeId\(\) \{/m);
  });
});

describe("the commerce binding, whose build side the pages' bundles leave out", () => {
  const binding = path.join(ROOT, "src", "commerce", "commerce.ts");
  const imports = [
    ...site("src/commerce/commerce.ts").matchAll(/export \{([^}]*)\} from "(\.\/[^"]+\/build)"/g),
  ];
  /** Where webpack sends a request, after the stand-in's rule. */
  const sent = (request: string, issuer: string) => {
    const module = { request, contextInfo: { issuer } };
    buildSideOf(binding, STAND_IN)(module);
    return module.request;
  };
  const STAND_IN = "no-build-side.ts";

  it("binds one platform's build side, as ./<platform>/build", () => expect(imports).toHaveLength(1));

  it("has it sent to the stand-in, and another file's build module left alone", () => {
    const request = imports[0]![2]!;
    expect(sent(request, binding)).toBe(STAND_IN);
    expect(sent(request, path.join(ROOT, "src", "build", "shop-pages.ts"))).toBe(request);
  });

  it("finds each name it takes from the build side in the stand-in", () => {
    const names = imports[0]![1]!.split(",").map((name) => name.trim().split(" as ")[0]!);
    const standIn = site("src/bundle/no-build-side.ts");
    for (const name of names) expect(standIn).toMatch(new RegExp(`export const ${name}\\b`));
  });
});

describe("webpack 5.98.0, whose side-effects optimization keeps the commerce binding out of first loads", () => {
  atVersion("webpack", "5.98.0");

  it("skips a side-effect-free module's re-exports in production builds, and Gatsby leaves that on", () => {
    expect(read("webpack", "lib/config/defaults.js")).toContain(
      'F(optimization, "sideEffects", () => (production ? true : "flag"));',
    );
    expect(read("webpack", "lib/optimize/SideEffectsFlagPlugin.js")).toContain(
      "HarmonyExportImportedSpecifierDependency",
    );
    expect(read("gatsby", "dist/utils/webpack.config.js")).not.toContain("sideEffects");
  });

  it("reads a call marked pure as free of side effects", () =>
    expect(read("webpack", "lib/javascript/JavascriptParser.js")).toContain("(#|@)__PURE__"));

  it("finds the binding made of re-exports and declarations, and the platform's cart created by a marked call", () => {
    const statements = site("src/commerce/commerce.ts")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split(/;\s*\n/)
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements)
      expect(statement).toMatch(/^(import type |export \{[^}]*\} from |export const \w+ = \([^)]*\)[^=]*=>)/);
    expect(site("src/commerce/vendure/cart.ts")).toMatch(/= \/\*#__PURE__\*\/ createCartStore\(/);
  });
});

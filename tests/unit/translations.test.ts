import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES, PAGE_NAMESPACES } from "../../src/i18n/namespaces";

const ROOT = path.resolve(__dirname, "../..");
const LOCALES = path.join(ROOT, "locales");
const languages = readdirSync(LOCALES);
const namespaces = readdirSync(path.join(LOCALES, "nl-NL")).map((file) => file.replace(/\.json$/, ""));

/** i18next's plural forms, one text under the code's key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

const load = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));

/** Dotted paths of every text in a translation file. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (!value || typeof value !== "object") throw new Error(`${prefix} is neither text nor a group`);
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("translations", () => {
  it("ship the site's two languages", () => {
    expect(languages.sort()).toEqual(["en-US", "nl-NL"]);
  });

  for (const namespace of namespaces) {
    it(`have the same texts in every language (${namespace})`, () => {
      const reference = keysOf(load("nl-NL", namespace)).sort();
      for (const language of languages) {
        expect(keysOf(load(language, namespace)).sort(), `${language}/${namespace}.json`).toEqual(reference);
      }
    });

    it(`have no empty text (${namespace})`, () => {
      for (const language of languages) {
        const file = load(language, namespace);
        for (const key of keysOf(file)) {
          const text = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
          expect((text as string).trim(), `${language} ${namespace}:${key}`).not.toBe("");
        }
      }
    });
  }

  it("are the page namespaces, the cookie banner's, the own-shop and test-shop notices', and no other", () => {
    expect(namespaces.sort()).toEqual([...NAMESPACES, "consent", "own-shop", "test-shop"].sort());
  });

  it("hold each text in one namespace only: no page carries a text twice", () => {
    const owners = new Map<string, string[]>();
    for (const namespace of NAMESPACES)
      for (const key of keysOf(load("nl-NL", namespace)))
        owners.set(key.replace(PLURAL, ""), [...(owners.get(key.replace(PLURAL, "")) ?? []), namespace]);
    const twice = [...owners].filter(([, files]) => new Set(files).size > 1);
    expect(twice).toEqual([]);
  });

  it("name the namespaces of every page component", () => {
    const components = ["templates", "pages"].flatMap((dir) =>
      readdirSync(path.join(ROOT, "src", dir)).map((file) => file.replace(/\.tsx$/, "")),
    );
    expect(Object.keys(PAGE_NAMESPACES).sort()).toEqual(components.sort());
    for (const [page, pageNamespaces] of Object.entries(PAGE_NAMESPACES))
      expect(pageNamespaces, page).toContain("layout");
  });

  it("have every key the code asks for", () => {
    const common = new Set(NAMESPACES.flatMap((namespace) => keysOf(load("nl-NL", namespace))));
    const used = sourceFiles(path.join(ROOT, "src")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9.-]+)"/g)].map((match) => ({
        file: path.relative(ROOT, file),
        key: match[1] ?? "",
      })),
    );
    expect(used.length).toBeGreaterThan(10);
    // A counted text may exist only in its plural forms (`key_one`, `key_other`).
    const missing = used.filter(({ key }) => !common.has(key) && !common.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it("name every site language in the layout, which every page carries", () => {
    const layout = new Set(keysOf(load("nl-NL", "layout")));
    expect(languages.filter((language) => !layout.has(`languages.${language}`))).toEqual([]);
  });
});

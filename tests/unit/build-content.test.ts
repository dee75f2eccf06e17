import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { loadBuildContent } from "../../src/build/load-build-content";
import { copyFixtureRoot, FIXTURE_ROOT } from "./support/fixture-content";

const copies: string[] = [];

/** A project root with copies of the fixture's content/ and locales/. */
function copyRoot(): string {
  const root = copyFixtureRoot("build-content-");
  copies.push(root);
  return root;
}

afterEach(() => {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function editRedirects(root: string, link: string, from: string, to: string): string {
  const file = path.join(root, `content/redirects/social/${link}.yaml`);
  const before = fs.readFileSync(file, "utf8");
  if (!before.includes(from)) throw new Error(`no ${from} in ${link}.yaml`);
  const after = before.replace(from, to);
  fs.writeFileSync(file, after);
  return after;
}

const lineOf = (text: string, needle: string): number =>
  text.split("\n").findIndex((l) => l.includes(needle)) + 1;

function contentErrorOf(load: () => unknown): ContentError {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error("expected a ContentError");
}

describe("loadBuildContent", { timeout: 30_000 }, () => {
  it("loads the fixture content for the default shop: nl in euros", () => {
    const build = loadBuildContent(FIXTURE_ROOT, {});
    expect(build.currency).toBe("EUR");
    expect(build.shops.default).toBe("nl");
    expect(build.runtimeSettings.shop).toMatchObject({
      shopId: "nl",
      currency: "EUR",
      defaultLanguage: "nl-NL",
      siteUrl: "https://nl.babyshop.example",
      environment: "production",
    });
    expect(build.catalogue.products.length).toBeGreaterThan(40);
    expect(build.guides.length).toBeGreaterThan(10);
    expect(build.stores.length).toBeGreaterThan(10);
    expect(build.shipping.methods.map((method) => method.id)).toEqual(["standard", "express"]);
    expect(build.redirects.entries.length).toBeGreaterThan(0);
    expect(build.redirects.rules.length).toBeGreaterThan(0);
  });

  it("builds the us shop in dollars with SHOP=us, and takes SITE_URL and ENVIRONMENT", () => {
    const build = loadBuildContent(FIXTURE_ROOT, {
      SHOP: "us",
      SITE_URL: "https://staging.babyshop.example/",
      ENVIRONMENT: "staging",
    });
    expect(build.currency).toBe("USD");
    expect(build.runtimeSettings.shop).toMatchObject({
      shopId: "us",
      currency: "USD",
      siteUrl: "https://staging.babyshop.example",
      environment: "staging",
    });
  });

  it("takes the environment from GATSBY_ENVIRONMENT when ENVIRONMENT is not set", () => {
    const environment = (env: NodeJS.ProcessEnv) =>
      loadBuildContent(FIXTURE_ROOT, env).runtimeSettings.shop.environment;
    expect(environment({ GATSBY_ENVIRONMENT: "preview" })).toBe("preview");
    expect(environment({ GATSBY_ENVIRONMENT: "preview", ENVIRONMENT: "staging" })).toBe("staging");
  });

  it("gives the runtime settings the built shop's notice, or none for a shop without one", () => {
    expect(loadBuildContent(FIXTURE_ROOT, {}).runtimeSettings.notice).toEqual({
      "nl-NL": "Gratis verzending vanaf € 50 en 30 dagen gratis retourneren.",
      "en-US": "Free shipping from €50 and free returns within 30 days.",
    });
    expect(loadBuildContent(FIXTURE_ROOT, { SHOP: "gb" }).runtimeSettings.notice).toEqual({});
  });

  it("stops on a notice for a shop that does not exist, naming its file and line", () => {
    const root = copyRoot();
    fs.appendFileSync(path.join(root, "content/notices.yaml"), "  zz:\n    en-US: Hello\n");
    const problems = contentErrorOf(() => loadBuildContent(root, {})).problems;
    expect(problems).toEqual([
      { file: "content/notices.yaml", line: 12, message: expect.stringContaining('there is no shop "zz"') },
    ]);
  });

  it("refuses an unknown shop and an external one", () => {
    expect(() => loadBuildContent(FIXTURE_ROOT, { SHOP: "xx" })).toThrow(/Unknown shop "xx"/);
    expect(() => loadBuildContent(FIXTURE_ROOT, { SHOP: "jp" })).toThrow(/external site/);
  });

  it("loads an unchanged copy of the content", () => {
    expect(loadBuildContent(copyRoot(), {}).currency).toBe("EUR");
  });

  it.each<[string, string, [from: string, to: string], string, string]>([
    [
      "a redirect to a page that does not exist once, at the target's line of its file",
      "baby-bouncer-how-to",
      ["target: /guides/bouncer-guide/", "target: /products/no-such-thing/"],
      "/products/no-such-thing/",
      "Page",
    ],
    [
      "a country override whose target does not exist, at the override's line",
      "mesh-baby-carriers-and-bouncers",
      [
        "{ country: pl, target: /guides/the-new-neutral/ }",
        "{ country: pl, target: /guides/no-such-guide/ }",
      ],
      "/guides/no-such-guide/",
      "Exception for Poland (pl), Page",
    ],
  ])("reports %s", (_, link, [from, to], page, field) => {
    const root = copyRoot();
    const text = editRedirects(root, link, from, to);
    const error = contentErrorOf(() => loadBuildContent(root, {}));
    const file = `content/redirects/social/${link}.yaml`;
    const line = lineOf(text, to);
    const message = `${field}: the shops have no page ${page}`;
    expect(line).toBeGreaterThan(0);
    expect(error.problems).toEqual([{ file, line, message }]);
    expect(error.message).toBe(`${file}:${line}: ${message}`);
  });

  it("accepts a redirect to a page that the copy's catalogue has", () => {
    const root = copyRoot();
    editRedirects(
      root,
      "baby-bouncer-how-to",
      "target: /guides/bouncer-guide/",
      "target: /bundles/sleep-set/",
    );
    expect(loadBuildContent(root, {}).redirects.entries.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  budgetTable,
  builtSiteProblems,
  checkPages,
  extrasInFirstLoad,
  imageProblems,
  scriptsWithRedirectTable,
  stubsOverBudget,
  type BudgetFile,
} from "../../src/performance/budgets";

const budgets: BudgetFile = {
  pages: { product: { path: "/products/x/", jsRatio: 1.5, cssKb: 5, htmlKb: 4 } },
  redirectStubOverheadKb: 2,
};

describe("page budgets", () => {
  it("pass at the limit and fail just above it, naming what is over", () => {
    const at = checkPages(budgets, () => ({ js: 150 * 1024, css: 5 * 1024, html: 4 * 1024 }), 100 * 1024);
    expect(at[0]?.over).toEqual([]);
    const above = checkPages(
      budgets,
      () => ({ js: 151 * 1024, css: 5 * 1024 + 1, html: 4 * 1024 + 1 }),
      100 * 1024,
    );
    expect(above[0]?.over).toEqual(["JS 1.51× > 1.5×", "CSS > 5 KB", "HTML > 4 KB"]);
  });

  it("print a table a developer can read", () => {
    const rows = checkPages(budgets, () => ({ js: 151 * 1024, css: 1024, html: 1024 }), 100 * 1024);
    const table = budgetTable(rows, budgets);
    expect(table).toContain("product /products/x/");
    expect(table).toContain("151.0 KB");
    expect(table).toContain("OVER: JS 1.51× > 1.5×");
  });
});

describe("the other weight promises", () => {
  it("a stub may weigh 2 KB beyond its rules", () => {
    expect(stubsOverBudget([{ slug: "a", bytes: 2048 + 900, ruleBytes: 900 }], 2)).toEqual([]);
    expect(stubsOverBudget([{ slug: "b", bytes: 2049 + 900, ruleBytes: 900 }], 2)).toEqual([
      "/redirects/b/ weighs 2049 bytes beyond its rules",
    ]);
  });

  it("finds a script that carries redirect targets", () => {
    const scripts = [
      { name: "app.js", content: 'x="https://www.babyshop.example/products/a/?utm_source=ig"' },
      { name: "page.js", content: "nothing" },
    ];
    expect(
      scriptsWithRedirectTable(scripts, ["https://www.babyshop.example/products/a/?utm_source=ig"]),
    ).toEqual(["app.js"]);
  });

  it("finds search or error reporting in a first-load script", () => {
    expect(extrasInFirstLoad([{ name: "a.js", content: '"https://stats.ksearchnet.com/"' }])).toEqual([
      "a.js carries search",
    ]);
    expect(extrasInFirstLoad([{ name: "b.js", content: "sentry.javascript.react" }])).toEqual([
      "b.js carries error reporting",
    ]);
    expect(extrasInFirstLoad([{ name: "c.js", content: "react" }])).toEqual([]);
  });

  it("wants sizes on every image and lazy loading below the first ones", () => {
    const html =
      '<img src="/a.svg" width="400" height="400"><img src="/b.svg"><img src="/c.svg" width="1" height="1" loading="lazy"><img src="/d.svg" width="1" height="1">';
    expect(imageProblems(html, 2)).toEqual([
      "/b.svg has no width and height",
      "/d.svg loads eagerly below the first 2",
    ]);
  });

  it("reads images as the browser does, whatever the quoting, letter case or order of attributes", () => {
    const html = `<img src="/a.svg" width="1" height="1"><IMG HEIGHT=400 SRC='/b.svg' WIDTH=400>
      <img loading=LAZY src=/c.svg width='1' height="1"><img src="/d.svg" data-width="1" data-height="1" loading="lazy">`;
    expect(imageProblems(html, 1)).toEqual([
      "/b.svg loads eagerly below the first 1",
      "/d.svg has no width and height",
    ]);
  });

  it("takes no image in a comment or in a script's text for one", () => {
    const html = `<!-- <img src="/old.svg"> --><script>card = '<img src="/card.svg">';</script>
      <img src="/a.svg" width="1" height="1">`;
    expect(imageProblems(html, 1)).toEqual([]);
  });

  it("lists every problem of a built site, a line each, and none for a site that keeps its promises", () => {
    const target = "https://www.babyshop.example/products/a/?utm_source=ig";
    const site = {
      stubs: {
        built: [
          { slug: "ok", bytes: 900, ruleBytes: 100, targets: [target] },
          { slug: "heavy", bytes: 3000, ruleBytes: 100, targets: [target] },
        ],
        missing: ["/redirects/gone has no stub page"],
      },
      scripts: [
        { name: "app.js", content: `x="${target}"` },
        { name: "search.js", content: "ksearchnet.com" },
      ],
      firstLoad: [{ name: "app.js", content: "sentry.javascript" }],
      pages: [{ path: "/", html: '<img src="/a.svg">' }],
    };
    expect(builtSiteProblems(site, budgets, 1)).toEqual([
      "/redirects/gone has no stub page",
      "/redirects/heavy/ weighs 2900 bytes beyond its rules",
      "app.js carries campaign redirect targets",
      "app.js carries error reporting",
      "/: /a.svg has no width and height",
    ]);
    const kept = {
      stubs: { built: [site.stubs.built[0]!], missing: [] },
      scripts: [site.scripts[1]!],
      firstLoad: [{ name: "app.js", content: "react" }],
      pages: [{ path: "/", html: '<img src="/a.svg" width="1" height="1">' }],
    };
    expect(builtSiteProblems(kept, budgets, 1)).toEqual([]);
  });
});

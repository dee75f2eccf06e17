import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";

const PUBLIC = path.resolve(__dirname, "../../public");

/** Every HTML page of the shops the build wrote, the studio's own page aside. */
const shopPages = () =>
  readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(PUBLIC, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("admin/") && !file.startsWith("_gatsby/"));

test("no shop page loads any of the content studio's code", () => {
  const scripts = new Set(
    shopPages().flatMap((file) =>
      [...readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map(
        (match) => match[1] ?? "",
      ),
    ),
  );
  // Gatsby's loader fetches the page's chunks by the names in webpack's runtime: all of public/'s own.
  for (const file of readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))) scripts.add(file);
  expect(scripts.size).toBeGreaterThan(10);
  const withStudio = [...scripts].filter((file) =>
    /decap|CMS_MANUAL_INIT|registerPreviewTemplate/.test(readFileSync(path.join(PUBLIC, file), "utf8")),
  );
  expect(withStudio).toEqual([]);
  // The studio itself is built beside the shops.
  expect(readFileSync(path.join(PUBLIC, "admin", "studio.js"), "utf8")).toMatch(/CMS_MANUAL_INIT/);
});

test("the content studio is left out of the sitemap", async ({ page }) => {
  const index = await (await page.request.get("/sitemap-index.xml")).text();
  const maps = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps) {
    const text = await (await page.request.get(`/${map}`)).text();
    expect(text).toContain("/products/");
    expect(text).not.toContain("/admin");
  }
});

import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** What a search engine reads in a page's head: its title, whether it may list it, and its canonical. */
async function head(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
  return { title, robots, canonical };
}

const SITE = "https://nl.babyshop.example";

test("the catalogue, guides and stores are listed under their own address, the shop's name after their title", async ({
  request,
}) => {
  for (const [path, title] of [
    ["/products/baby-carrier-one/", "Draagzak One | Babyshop"],
    ["/categories/baby-carriers/", "Draagzakken | Babyshop"],
    ["/en-US/guides/gift-guide/", "Gift guide for new parents | Babyshop"],
    ["/en-US/stores/", "Stores | Babyshop"],
  ] as const) {
    expect(await head(request, path), path).toEqual({ title, robots: null, canonical: SITE + path });
  }
  // The home page's title starts with the shop's name.
  expect(await head(request, "/")).toEqual({
    title: "Babyshop – draagzakken, wipstoelen en bedjes",
    robots: null,
    canonical: `${SITE}/`,
  });
});

test("a shopper's own pages, search results and the error pages ask not to be listed, and have no canonical", async ({
  request,
}) => {
  for (const [path, title] of [
    ["/cart/", "Winkelwagen | Babyshop"],
    ["/en-US/checkout/", "Checkout | Babyshop"],
    ["/order-confirmation/", "Orderbevestiging | Babyshop"],
    ["/en-US/return-request/", "Request a return | Babyshop"],
    ["/search/", "Zoeken | Babyshop"],
    ["/404.html", "Pagina niet gevonden | Babyshop"],
    ["/en-US/404/", "Page not found | Babyshop"],
  ] as const) {
    expect(await head(request, path), path).toEqual({ title, robots: "noindex", canonical: null });
  }
});

test("the sitemap lists the catalogue in both languages and none of the pages that ask not to be listed", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url?.replace(SITE, ""));
  expect(listed).toEqual(
    expect.arrayContaining([
      "/",
      "/en-US/",
      "/products/baby-carrier-one/",
      "/en-US/products/baby-carrier-one/",
    ]),
  );
  const unlisted = /\/(cart|checkout|order-confirmation|return-request|search|404|500)\//;
  expect(listed.filter((path) => unlisted.test(path ?? ""))).toEqual([]);
});

test("robots.txt keeps crawlers out of the shopper's own pages in each language", async ({ request }) => {
  const disallowed = (await (await request.get("/robots.txt")).text())
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "));
  for (const path of ["/cart/", "/checkout/", "/order-confirmation/", "/return-request/"])
    expect(disallowed).toEqual(expect.arrayContaining([`Disallow: ${path}`, `Disallow: /en-US${path}`]));
  expect(disallowed.some((line) => /search|products/.test(line))).toBe(false);
});

import { describe, expect, it } from "vitest";
import { closestPages, findPages } from "../../src/redirects/page-search";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { pageTitles } from "../../src/build/page-titles";
import { FIXTURE_ROOT } from "./support/fixture-content";

const { redirects, ...site } = loadCampaignLinks(FIXTURE_ROOT);
const titles = pageTitles(site, "en-US");
const PAGES = Object.entries(titles).map(([path, title]) => ({ path, title }));

describe("the pages a marketer picks from", () => {
  it("titles every page links may lead to in the marketer's language, by its content", () => {
    expect(Object.keys(titles).sort()).toEqual([...redirects.pages].sort());
    expect(titles["/categories/kitchen/"]).toBe("Kitchen");
    expect(pageTitles(site, "nl-NL")["/categories/kitchen/"]).toBe("Keuken");
    expect(titles["/"]).toBe("Home page");
  });

  it("finds pages by words of their title or path, in any case", () => {
    expect(findPages("kitchen", PAGES).map(({ path }) => path)).toContain("/categories/kitchen/");
    expect(findPages("KITCHEN categories", PAGES).map(({ path }) => path)).toEqual(["/categories/kitchen/"]);
    expect(findPages("/guides/", PAGES).every(({ path }) => path.startsWith("/guides/"))).toBe(true);
  });

  it("suggests the pages nearest to a misspelt one, and none for a word unlike any page", () => {
    expect(closestPages("/categories/kichen/", PAGES)[0]).toEqual({
      path: "/categories/kitchen/",
      title: "Kitchen",
    });
    expect(closestPages("Kitchn", PAGES)[0]?.path).toBe("/categories/kitchen/");
    expect(closestPages("/zzzzqqqq-xxxx/", PAGES)).toEqual([]);
  });
});

import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { notFoundScripts } from "../../../src/page-start/inline-head-scripts";

const script = new vm.Script(notFoundScripts()[1]!);

/** Runs the 404 page's step at `pathname`; gives the addresses it put in place of the page's. */
const step = (pathname: string, search = "", hash = ""): string[] => {
  const replaced: string[] = [];
  script.runInContext(
    vm.createContext({
      location: { pathname, search, hash },
      history: { state: null, replaceState: (_: unknown, __: string, url: string) => replaced.push(url) },
    }),
  );
  return replaced;
};

/** What Gatsby's router and its loader each make of a path. */
const routerReads = (path: string) => decodeURIComponent(encodeURI(decodeURI(path)));
const loaderReads = (path: string) => decodeURIComponent(path);

describe("the 404 page's router-safe path script", () => {
  it("leaves paths alone that the router and the loader read alike", () => {
    for (const path of [
      "/",
      "/bestaat-niet/",
      "/en-US/%3Cscript%3E/",
      "/%C3%A9t%C3%A9/",
      "/%c3%a9/",
      "/a%252Fb/",
    ])
      expect(step(path, "?q=1"), path).toEqual([]);
  });

  it("escapes the % signs of a path with escaped reserved characters, keeping search and hash", () => {
    expect(step("/a%2Fb/", "?q=1", "#top")).toEqual(["/a%252Fb/?q=1#top"]);
    expect(step("/en-US%3Cscript%3Ewindow.__pwned%3D1%3B/")).toEqual([
      "/en-US%253Cscript%253Ewindow.__pwned%253D1%253B/",
    ]);
  });

  it("never gives an address that reads as another origin", () => {
    expect(step("//evil.example/%2F/")).toEqual(["/evil.example/%252F/"]);
  });

  it("escapes a malformed escape that would throw while the router loads", () => {
    expect(step("/%zz/")).toEqual(["/%25zz/"]);
    expect(step("/%E0%A4%A/")).toEqual(["/%25E0%25A4%25A/"]);
  });

  it("gives paths that the router and the loader read alike", () => {
    for (const path of ["/a%2Fb/", "/%2F%2Fevil.example/", "/a%3Fb%23c/", "/%zz/", "/%E0%A4%A/"]) {
      const [safe = ""] = step(path);
      expect(routerReads(safe), path).toBe(loaderReads(safe));
    }
  });
});

import vm from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sendToCanonicalSpelling } from "../../../src/page-start/canonical-spelling";
import { notFoundScripts } from "../../../src/page-start/inline-head-scripts";

const script = new vm.Script(notFoundScripts()[0]!);

/** A location at `pathname` that records where it is replaced to. */
const locationAt = (pathname: string, search: string, hash: string, replaced: string[]) => ({
  pathname,
  search,
  hash,
  replace: (url: string) => {
    replaced.push(url);
  },
});

/**
 * Runs the 404 page's step at `pathname`, as the page carries it and as written (they must agree);
 * gives the addresses it replaced the page with.
 */
const step = (pathname: string, search = "", hash = ""): string[] => {
  const replaced: string[] = [];
  script.runInContext(vm.createContext({ location: locationAt(pathname, search, hash, replaced) }));
  const direct: string[] = [];
  sendToCanonicalSpelling(locationAt(pathname, search, hash, direct));
  expect(direct).toEqual(replaced);
  return replaced;
};

describe("the 404 page's canonical spelling script", () => {
  it("sends a slug in other letter case to its canonical path, keeping search and hash", () => {
    expect(step("/redirects/QR-Kitchen-1", "?country=nl", "#top")).toEqual([
      "/redirects/qr-kitchen-1/?country=nl#top",
    ]);
  });

  it("adds the missing final slash", () => {
    expect(step("/redirects/qr-kitchen-1")).toEqual(["/redirects/qr-kitchen-1/"]);
  });

  it("lower-cases the prefix too", () => {
    expect(step("/Redirects/qr-kitchen-1/")).toEqual(["/redirects/qr-kitchen-1/"]);
    expect(step("/REDIRECTS/QR-KITCHEN-1/", "?a=1")).toEqual(["/redirects/qr-kitchen-1/?a=1"]);
  });

  it("leaves an already canonical path alone: an unknown slug stays on the 404 page", () => {
    expect(step("/redirects/qr-kitchen-1/")).toEqual([]);
    expect(step("/redirects/no-such-link/", "?x=1", "#y")).toEqual([]);
  });

  it("leaves other paths alone", () => {
    expect(step("/other/Path")).toEqual([]);
    expect(step("/Products/Cradle")).toEqual([]);
    expect(step("/redirects")).toEqual([]);
    expect(step("/")).toEqual([]);
    expect(step("/nl/redirects/QR-Kitchen-1")).toEqual([]);
  });

  it("never loops: the page it sends to is left alone", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/(redirects|Redirects|REDIRECTS|other)\/[A-Za-z0-9\-/%]{0,20}$/),
        fc.constantFrom("", "?country=nl", "?a=b&c=d"),
        fc.constantFrom("", "#x"),
        (pathname, search, hash) => {
          const first = step(pathname, search, hash);
          expect(first.length).toBeLessThanOrEqual(1);
          const [next] = first;
          if (next === undefined) return;
          const url = new URL(next, "https://www.babyshop.example");
          expect(url.pathname).toBe(url.pathname.toLowerCase());
          expect(url.pathname.startsWith("/redirects/")).toBe(true);
          expect(url.pathname.endsWith("/")).toBe(true);
          expect(url.search).toBe(search);
          expect(url.hash).toBe(hash);
          expect(step(url.pathname, url.search, url.hash)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

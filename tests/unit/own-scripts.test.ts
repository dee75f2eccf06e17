import { describe, expect, it } from "vitest";
import { ownScripts } from "../../src/offline/own-scripts";

const ORIGIN = "https://nl.babyshop.example";

describe("the scripts a page loaded that the service worker should cache", () => {
  it("are the site's own scripts, each once", () => {
    expect(
      ownScripts(
        [
          { name: `${ORIGIN}/518-9f8e.js`, initiatorType: "script" },
          { name: `${ORIGIN}/error-reporting-c261.js`, initiatorType: "script" },
          { name: `${ORIGIN}/518-9f8e.js`, initiatorType: "script" },
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/518-9f8e.js`, `${ORIGIN}/error-reporting-c261.js`]);
  });

  it("leave out other origins, other kinds of file and what was not loaded as a script", () => {
    expect(
      ownScripts(
        [
          { name: "https://www.googletagmanager.com/gtm.js?id=GTM-X", initiatorType: "script" },
          { name: `${ORIGIN}/page-data/app-data.json`, initiatorType: "xmlhttprequest" },
          { name: `${ORIGIN}/vendor/cookieconsent-3.1.0.css`, initiatorType: "link" },
          { name: `${ORIGIN}/app-1a2b.js`, initiatorType: "link" },
          { name: "not a url", initiatorType: "script" },
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });
});

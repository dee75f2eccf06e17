import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMainMenu } from "../../src/shops/main-menu";

const PAGES = new Set(["/categories/cribs/", "/guides/bouncer-guide/"]);

/** Loads `text` as a shop's `content/main-menu.yaml`, for a shop with `PAGES`. */
function menuOf(text: string, languages = ["nl-NL", "en-US"]) {
  const root = mkdtempSync(path.join(os.tmpdir(), "main-menu-"));
  const content = path.join(root, "content");
  mkdirSync(content);
  writeFileSync(path.join(content, "main-menu.yaml"), text);
  return () => loadMainMenu(root, content, PAGES, languages);
}

const SLEEP = `sections:
  - label: { nl-NL: Slapen, en-US: Sleep }
    links:
      - label: { nl-NL: Ledikanten, en-US: Cribs }
        to: /categories/cribs/
      - label: { nl-NL: Wipstoelgids, en-US: Bouncer guide }
        to: /guides/bouncer-guide/
`;

describe("the main menu", () => {
  it("gives each of the shop's languages its sections and links, in order", () => {
    expect(menuOf(SLEEP)()).toEqual({
      "nl-NL": [
        {
          label: "Slapen",
          links: [
            { label: "Ledikanten", to: "/categories/cribs/" },
            { label: "Wipstoelgids", to: "/guides/bouncer-guide/" },
          ],
        },
      ],
      "en-US": [
        {
          label: "Sleep",
          links: [
            { label: "Cribs", to: "/categories/cribs/" },
            { label: "Bouncer guide", to: "/guides/bouncer-guide/" },
          ],
        },
      ],
    });
    expect(Object.keys(menuOf(SLEEP, ["en-US"])())).toEqual(["en-US"]);
  });

  it.each([
    [
      "a link to a page the shop does not have",
      SLEEP.replace("/categories/cribs/", "/categories/cots/"),
      "content/main-menu.yaml:5: the shop has no page /categories/cots/",
    ],
    [
      "a link that is no path of the shop",
      SLEEP.replace("/categories/cribs/", "https://shop.example/"),
      'content/main-menu.yaml:5: "to": write the path of a page of the shop, like /categories/cribs/',
    ],
    [
      "a label left out in a language",
      SLEEP.replace("{ nl-NL: Slapen, en-US: Sleep }", "{ nl-NL: Slapen }"),
      "content/main-menu.yaml:2",
    ],
    [
      "a section without links",
      "sections:\n  - label: { nl-NL: Slapen, en-US: Sleep }\n    links: []\n",
      'content/main-menu.yaml:3: "links": give the section at least one link',
    ],
  ])("refuses %s, with its line", (_, text, problem) => {
    expect(menuOf(text)).toThrow(problem);
  });

  it("refuses more sections than fit beside each other in the header", () => {
    const section = SLEEP.slice("sections:\n".length);
    expect(menuOf(`sections:\n${section.repeat(7)}`)).toThrow(
      "keep the menu to 6 sections: they sit side by side in the header",
    );
  });
});

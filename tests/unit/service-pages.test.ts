import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import { servicePageView } from "../../src/guides/service-pages";
import { loadShopPages } from "../../src/build/shop-pages";
import { copyFixtureRoot } from "./support/fixture-content";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

let root: string;
let content: string;

beforeEach(() => {
  root = copyFixtureRoot("service-pages-");
  content = path.join(root, "content");
  fs.mkdirSync(path.join(content, "service-pages"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A service page file as marketers write it, with `to` as its one link. */
const page = (handle: string, to: string, english = "Terms and conditions") => `handle: ${handle}
title:
  nl-NL: Algemene voorwaarden
  en-US: ${english}
summary:
  nl-NL: De voorwaarden.
  en-US: The terms.
sections:
  - heading:
      nl-NL: Herroepingsrecht
      en-US: Right of withdrawal
    paragraphs:
      nl-NL: [Je hebt 30 dagen bedenktijd.]
      en-US: [You have 30 days to change your mind.]
    links:
      - label: { nl-NL: Verder, en-US: Onward }
        to: ${to}
`;

const write = (file: string, text: string) => fs.writeFileSync(path.join(content, file), text);
const load = () => loadShopPages(root, content, loadCatalogue(root, content, FRESH_ENGINE_OFFERS));

function problemsOf(run: () => unknown): readonly ContentProblem[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("expected a ContentError");
}

describe("service pages", { timeout: 30_000 }, () => {
  it("become pages at the top of the site, and may link to each other, to guides and to addresses", () => {
    write("service-pages/terms.yaml", page("terms", "/customer-service/"));
    write("service-pages/customer-service.yaml", page("customer-service", "/guides/returns/"));
    write("service-pages/company-details.yaml", page("company-details", "mailto:info@babyshop.example"));
    const { pages, servicePages } = load();
    expect(servicePages.map((p) => p.handle)).toEqual(["company-details", "customer-service", "terms"]);
    expect([...pages]).toEqual(
      expect.arrayContaining(["/terms/", "/customer-service/", "/company-details/"]),
    );
  });

  it("report a link to a page the shop does not have, at the link's line", () => {
    write("service-pages/terms.yaml", page("terms", "/my-orders/"));
    expect(problemsOf(load)).toEqual([
      { file: "content/service-pages/terms.yaml", line: 17, message: "the shop has no page /my-orders/" },
    ]);
  });

  it("report a link that is neither a page, an email address nor a phone number", () => {
    write("service-pages/terms.yaml", page("terms", "https://elsewhere.example/"));
    expect(problemsOf(load)).toEqual([
      {
        file: "content/service-pages/terms.yaml",
        line: 17,
        message: expect.stringContaining("a link goes to a page of the shop (/terms/), an email address"),
      },
    ]);
  });

  it("report a page that would take a path the shop already has", () => {
    write("service-pages/stores.yaml", page("stores", "/terms/"));
    expect(problemsOf(load)).toEqual([
      {
        file: "content/service-pages/stores.yaml",
        line: 1,
        message: "the shop already has a page at /stores/",
      },
      { file: "content/service-pages/stores.yaml", line: 17, message: "the shop has no page /terms/" },
    ]);
  });

  it("report a text missing in one language, and a file not named after its handle", () => {
    write("service-pages/terms.yaml", page("terms", "/stores/", '""'));
    write("service-pages/privacy.yaml", page("privacy-policy", "/stores/"));
    const problems = problemsOf(load);
    expect(problems).toContainEqual({
      file: "content/service-pages/privacy.yaml",
      line: 1,
      message: "the file must be named privacy-policy.yaml, after the page's handle",
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "content/service-pages/terms.yaml", line: 4 }),
    );
  });

  it("let guides link to them, and report a guide's link to a page that does not exist", () => {
    const guide = path.join(content, "guides", "returns.yaml");
    const text = fs.readFileSync(guide, "utf8");
    write("service-pages/terms.yaml", page("terms", "/stores/"));
    const linked = (to: string) => `${text.trimEnd()}
    links:
      - label: { nl-NL: Retour aanmelden, en-US: Request a return }
        to: ${to}
`;
    fs.writeFileSync(guide, linked("/terms/"));
    expect(
      load()
        .guides.find((g) => g.handle === "returns")
        ?.sections.at(-1)?.links,
    ).toHaveLength(1);
    fs.writeFileSync(guide, linked("/my-orders/"));
    expect(problemsOf(load)).toEqual([
      {
        file: "content/guides/returns.yaml",
        line: linked("").split("\n").length - 1,
        message: "the shop has no page /my-orders/",
      },
    ]);
  });

  it("show their texts in the page's language, links as written", () => {
    write("service-pages/terms.yaml", page("terms", "tel:+31205550199"));
    const [terms] = load().servicePages;
    expect(servicePageView(terms!, "en-US")).toEqual({
      title: "Terms and conditions",
      summary: "The terms.",
      sections: [
        {
          heading: "Right of withdrawal",
          paragraphs: ["You have 30 days to change your mind."],
          links: [{ label: "Onward", to: "tel:+31205550199" }],
        },
      ],
    });
  });
});

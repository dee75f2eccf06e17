import { describe, expect, it } from "vitest";
import { answerCampaignLink } from "../../src/redirects/campaign-link-answer";
import { indexRules, rulesFor } from "../../src/redirects/resolve";
import { stubHtml, stubInputFor } from "../../src/redirects/stub";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { FIXTURE_ROOT } from "./support/fixture-content";

const index = indexRules(loadCampaignLinks(FIXTURE_ROOT).redirects.rules);

describe("answerCampaignLink", () => {
  it("answers a campaign link with the stub the build writes for it", () => {
    expect(answerCampaignLink(index, "/redirects/qr-kitchen-1/", "?country=de")).toEqual({
      status: 200,
      html: stubHtml(stubInputFor(rulesFor(index, "qr-kitchen-1") ?? [])),
    });
  });

  it("moves other letter case and a missing final slash to the canonical spelling, keeping the query", () => {
    expect(answerCampaignLink(index, "/redirects/QR-Kitchen-1", "?country=de")).toEqual({
      status: 301,
      location: "/redirects/qr-kitchen-1/?country=de",
    });
    expect(answerCampaignLink(index, "/REDIRECTS/qr-kitchen-1/")).toEqual({
      status: 301,
      location: "/redirects/qr-kitchen-1/",
    });
  });

  it("leaves unknown links and other paths to the 404 page", () => {
    expect(answerCampaignLink(index, "/redirects/no-such-link/")).toBeUndefined();
    expect(answerCampaignLink(index, "/products/cradle/")).toBeUndefined();
    expect(answerCampaignLink(index, "/redirect/qr-kitchen-1/")).toBeUndefined();
  });
});

import type { IncomingMessage, ServerResponse } from "node:http";
import type { LastGood } from "../content/last-good";
import { answerCampaignLink } from "../redirects/campaign-link-answer";
import { indexRules } from "../redirects/resolve";
import type { CampaignLinks } from "./load-campaign-links";

/**
 * Campaign links in `gatsby develop`, answered as the built site answers them. The table is read
 * and checked on every request, so that an edit shows at once; while the content has mistakes (which
 * the studio and the error overlay show), links answer from the last good table, as the published
 * site does until a valid build replaces it.
 */
export function campaignLinkMiddleware(campaignLinks: () => LastGood<CampaignLinks>) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.toLowerCase().startsWith("/redirects/")) return next();
    const { value: links } = campaignLinks();
    if (!links) {
      response.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
      response.end(
        "The campaign links answer once the content has been valid: fix it in the studio at /admin/.",
      );
      return;
    }
    const answer = answerCampaignLink(indexRules(links.redirects.rules), url.pathname, url.search);
    if (!answer) return next();
    if (answer.status === 301) response.writeHead(301, { location: answer.location }).end();
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(answer.html);
  };
}

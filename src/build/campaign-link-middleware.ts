import type { IncomingMessage, ServerResponse } from "node:http";
import type { LastGood } from "../content/last-good";
import { answerCampaignLink } from "../redirects/campaign-link-answer";
import { indexRules } from "../redirects/resolve";
import type { CampaignLinks } from "./load-campaign-links";

/** Read per request so edits show at once; with content mistakes the last good table answers, as live. */
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

import type { IncomingMessage, ServerResponse } from "node:http";
import { answerCampaignLink } from "../redirects/campaign-link-answer";
import { indexRules } from "../redirects/resolve";
import { loadCampaignLinks } from "./load-campaign-links";

/**
 * Campaign links in `gatsby develop`, answered as the built site answers them. The table is read
 * and checked on every request, so that an edit shows at once; a table with mistakes answers with
 * its `file:line: message` lines.
 */
export function campaignLinkMiddleware(root: string, contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.toLowerCase().startsWith("/redirects/")) return next();
    let answer;
    try {
      answer = answerCampaignLink(
        indexRules(loadCampaignLinks(root, contentDir).redirects.rules),
        url.pathname,
        url.search,
      );
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end(error instanceof Error ? error.message : String(error));
      return;
    }
    if (!answer) return next();
    if (answer.status === 301) response.writeHead(301, { location: answer.location }).end();
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(answer.html);
  };
}

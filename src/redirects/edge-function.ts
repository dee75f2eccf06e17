import type { Context } from "@netlify/edge-functions";
import { edgeAnswer } from "./edge-answer";
import type { EdgeTable } from "./edge-table";

/**
 * The edge function for `/redirects/*` over a compiled table: a campaign link answers 301 to its
 * country's address at once, anything else goes on to the site (the stub, or the 404 page).
 */
export const campaignLinkHandler =
  (table: EdgeTable) =>
  (request: Request, context: Pick<Context, "geo" | "next">): Response | Promise<Response> => {
    const location = edgeAnswer(table, new URL(request.url), context.geo?.country?.code);
    return location ? new Response(null, { status: 301, headers: { location } }) : context.next();
  };

import type { Context } from "@netlify/edge-functions";
import { edgeAnswer } from "./edge-answer";
import type { EdgeTable } from "./edge-table";

export const campaignLinkHandler =
  (table: EdgeTable) =>
  (request: Request, context: Pick<Context, "geo" | "next">): Response | Promise<Response> => {
    const location = edgeAnswer(table, new URL(request.url), context.geo?.country?.code);
    return location ? new Response(null, { status: 301, headers: { location } }) : context.next();
  };

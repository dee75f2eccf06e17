import type { InternalAxiosRequestConfig } from "axios";
import type { EarlyAnswer, EarlySearchWindow } from "./early-search";

/**
 * The answer to a request the search page's HTML sent before the page's code arrived (early-search.ts),
 * when the SDK is about to send the very same request (method, address and body alike) within
 * `maxAgeMs` of it; each answer serves once. Anything else, such as a body that differs because the
 * visitor changed the filters or the consent changed what is sent, goes to the network as before.
 */
export function takeEarlyAnswer(
  w: EarlySearchWindow & Pick<Window, "performance">,
  request: Pick<EarlyAnswerRequest, "method" | "url" | "body">,
  maxAgeMs: number,
): Promise<EarlyAnswer | undefined> | undefined {
  const early = w.__earlySearch;
  if (!early || w.performance.now() - early.at > maxAgeMs) return undefined;
  const index = early.requests.findIndex(
    (sent) => sent.method === request.method && sent.url === request.url && sent.body === request.body,
  );
  return index < 0 ? undefined : early.requests.splice(index, 1)[0]?.answer;
}

interface EarlyAnswerRequest {
  method: string;
  url: string;
  body?: string;
}

/**
 * A request interceptor of the SDK's transport: a request the page's HTML already sent is answered
 * with that answer, without the network; when that one failed, the request goes out as usual.
 * `finalUrl`: the address the transport will call (after its rewrite to a local service).
 */
export const earlyAnswerGate =
  (finalUrl: (url: string) => string, maxAgeMs: () => number) =>
  async (request: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    if (!request.url) return request;
    const pending = takeEarlyAnswer(
      window as EarlySearchWindow & Window,
      {
        method: (request.method ?? "get").toUpperCase(),
        url: finalUrl(request.url),
        body: request.data === undefined ? undefined : JSON.stringify(request.data),
      },
      maxAgeMs(),
    );
    const answer = await pending;
    if (answer)
      request.adapter = async (config) => ({
        data: answer.data,
        status: answer.status,
        statusText: "OK",
        headers: {},
        config,
      });
    return request;
  };

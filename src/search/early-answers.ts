import type { InternalAxiosRequestConfig } from "axios";
import type { EarlyAnswer, EarlySearchWindow } from "./early-search";

/** The HTML's early answer (early-search.ts) to an identical request within `maxAgeMs`; each serves once. */
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

/** `finalUrl`: the address after the rewrite to a local service; a failed early request goes out as usual. */
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

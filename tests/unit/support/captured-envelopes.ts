import * as Sentry from "@sentry/gatsby";
import { reportingOptions, type ReportingEnv } from "../../../src/errors/reporting-options";
import { startReporting } from "../../../src/errors/start-reporting";

interface EnvelopeItem {
  type: string;
  payload: string;
}

/** What the receiver answers; `retry-after` and `x-sentry-rate-limits` are the headers the SDK reads. */
interface Answer {
  statusCode: number;
  headers?: Record<string, string | null>;
}

/**
 * An envelope as the SDK serialises it: a header line, then per item a header line and its payload,
 * `length` bytes long when the header says so (a replay's recording holds line breaks), else one line.
 */
function parseEnvelope(body: string | Uint8Array): EnvelopeItem[] {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const decoder = new TextDecoder();
  let at = 0;
  const line = (length?: number) => {
    const end = length === undefined ? bytes.indexOf(10, at) : at + length;
    const stop = end === -1 ? bytes.length : end;
    const found = decoder.decode(bytes.subarray(at, stop));
    at = stop + 1;
    return found;
  };
  line();
  const items: EnvelopeItem[] = [];
  while (at < bytes.length) {
    const header = JSON.parse(line()) as { type: string; length?: number };
    items.push({ type: header.type, payload: line(header.length) });
  }
  return items;
}

/**
 * Starts error reporting as the site does, with the SDK's own transport layer (rate limits, buffer)
 * sending to a receiver in the test instead of over the network: every envelope that would have been
 * posted is kept, item by item.
 */
export function startCapturedReporting(env: Omit<ReportingEnv, "dsn"> = {}) {
  const items: EnvelopeItem[] = [];
  const receiver = { items, answer: { statusCode: 200 } as Answer };
  const options = reportingOptions({ dsn: "https://public@errors.babyshop.example/1", ...env });
  if (!options) throw new Error("no reporting options");
  startReporting(options, (transportOptions) =>
    Sentry.createTransport(transportOptions, (request) => {
      items.push(...parseEnvelope(request.body));
      const { statusCode, headers = {} } = receiver.answer;
      return Promise.resolve({
        statusCode,
        headers: { "retry-after": null, "x-sentry-rate-limits": null, ...headers },
      });
    }),
  );
  /** The payloads of one item type sent so far, as text. */
  const sent = (type: string) => items.filter((item) => item.type === type).map((item) => item.payload);
  return { receiver, sent };
}

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

const text = (body: string | Uint8Array) =>
  typeof body === "string" ? body : new TextDecoder().decode(body);

/** An envelope as the SDK serialises it: a header line, then each item's header line and payload. */
function parseEnvelope(body: string | Uint8Array): EnvelopeItem[] {
  const lines = text(body).split("\n").slice(1);
  const items: EnvelopeItem[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? "{}") as { type: string };
    items.push({ type: header.type, payload: lines[i + 1] ?? "" });
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

import { SEARCH_URL } from "./ports";

export interface RecordedEvent {
  path: string;
  method: string;
  payload: unknown;
  /** ISO time of arrival. */
  time: string;
}

/** What the local search service recorded of the analytics it received. */
async function recordedEvents(): Promise<RecordedEvent[]> {
  const response = await fetch(`${SEARCH_URL}/_events`);
  return (await response.json()) as RecordedEvent[];
}

/**
 * Events whose path matches and whose payload mentions `text` (tests run in parallel), received at or
 * after `since` (an ISO time) when given.
 */
export async function eventsAbout(path: RegExp, text: string, since = ""): Promise<RecordedEvent[]> {
  return (await recordedEvents()).filter(
    (event) => path.test(event.path) && JSON.stringify(event.payload).includes(text) && event.time >= since,
  );
}

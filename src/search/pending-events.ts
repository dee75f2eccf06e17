/** An event the search SDK noted as pending while it was on its way, as it keeps them. */
export interface PendingEvent {
  id: string;
  url: string;
  data: object;
}

const isPendingEvent = (entry: unknown): entry is PendingEvent =>
  typeof entry === "object" &&
  entry !== null &&
  typeof (entry as PendingEvent).id === "string" &&
  typeof (entry as PendingEvent).url === "string" &&
  typeof (entry as PendingEvent).data === "object" &&
  (entry as PendingEvent).data !== null;

/** The SDK's list of pending events; a list that does not read is an empty one. */
export function readPendingEvents(stored: string | null): PendingEvent[] {
  try {
    const list: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(list) ? list.filter(isPendingEvent) : [];
  } catch {
    return [];
  }
}

/**
 * What a pending event is sent again as: the way the SDK sent it first. Events v2 are a list, posted
 * as JSON (as a form, each event would read "[object Object]"); events v1 are the fields of a form.
 */
export function replayBody(data: object): object | FormData {
  if (Array.isArray(data)) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) if (value !== undefined) form.append(key, String(value));
  return form;
}

/**
 * Sends the events an earlier page left pending, one after another: `post` settles once the service
 * answered. An event whose note is `remove`d is done with; one whose sending failed keeps its note, and
 * the next page start sends it again.
 */
export async function replayPendingEvents(
  events: readonly PendingEvent[],
  post: (url: string, body: object | FormData) => Promise<unknown>,
  remove: (id: string) => void,
): Promise<void> {
  for (const event of events) {
    try {
      await post(event.url, replayBody(event.data));
      remove(event.id);
    } catch {
      // Kept for the next page start.
    }
  }
}

/** The list without the event `id`. */
export const withoutEvent = (events: readonly PendingEvent[], id: string): PendingEvent[] =>
  events.filter((event) => event.id !== id);

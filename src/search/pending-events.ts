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

export function readPendingEvents(stored: string | null): PendingEvent[] {
  try {
    const list: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(list) ? list.filter(isPendingEvent) : [];
  } catch {
    return [];
  }
}

/** As the SDK first sent it: v2 as JSON (as a form it would read "[object Object]"), v1 as a form. */
export function replayBody(data: object): object | FormData {
  if (Array.isArray(data)) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) if (value !== undefined) form.append(key, String(value));
  return form;
}

/** An event that failed keeps its note, so the next page start sends it again. */
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

export const withoutEvent = (events: readonly PendingEvent[], id: string): PendingEvent[] =>
  events.filter((event) => event.id !== id);

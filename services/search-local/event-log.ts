export interface ReceivedEvent {
  path: string;
  method: string;
  payload: unknown;
  time: string;
}

/** Older calls drop off, so memory stays bounded. */
export class EventLog {
  private events: ReceivedEvent[] = [];

  constructor(private readonly limit = 500) {}

  add(event: ReceivedEvent): void {
    this.events.push(event);
    if (this.events.length > this.limit) this.events.splice(0, this.events.length - this.limit);
  }

  list(): readonly ReceivedEvent[] {
    return this.events;
  }

  clear(): void {
    this.events = [];
  }
}

/** The pauses before a request that got no answer is tried again on this page; after them, only when the browser is back online. */
const RETRY_PAUSES_MS: readonly number[] = [10_000, 60_000];

export interface PatientLineOptions {
  /** Whether a failed attempt got no answer at all (a blocked host, a dropped network, a timeout). */
  unanswered: (error: unknown) => boolean;
  pause: (ms: number) => Promise<void>;
  /** Settles when the browser next goes back online. */
  online: () => Promise<void>;
  pauses?: readonly number[];
}

/**
 * A line for requests to a host that may be out of reach (blocked by an ad blocker, or the network
 * dropped): one request at a time, in order. A request that gets no answer neither fails nor lets the
 * ones after it go: it is tried again after each pause, then each time the browser comes back online,
 * and settles once it is answered. So a blocked host sees a few attempts per page, however many
 * requests wait, and what waits settles only once it really landed. A request that is answered with an
 * error fails as usual.
 */
export function patientLine({ unanswered, pause, online, pauses = RETRY_PAUSES_MS }: PatientLineOptions) {
  let last: Promise<unknown> = Promise.resolve();
  let unansweredAttempts = 0;
  const nextAttempt = (): Promise<void> => {
    const wait = pauses[unansweredAttempts];
    unansweredAttempts += 1;
    return wait === undefined ? online() : pause(wait);
  };
  const untilAnswered = async <T>(send: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await send();
      } catch (error) {
        if (!unanswered(error)) throw error;
        await nextAttempt();
      }
    }
  };
  return <T>(send: () => Promise<T>): Promise<T> => {
    const result = last.then(() => untilAnswered(send));
    last = result.catch(() => undefined);
    return result;
  };
}

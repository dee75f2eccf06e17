const RETRY_PAUSES_MS: readonly number[] = [10_000, 60_000];

export interface PatientLineOptions {
  /** Whether a failed attempt got no answer at all (a blocked host, a dropped network, a timeout). */
  unanswered: (error: unknown) => boolean;
  pause: (ms: number) => Promise<void>;
  online: () => Promise<void>;
  pauses?: readonly number[];
}

// For hosts an ad blocker or a dropped network keeps out of reach: one request at a time; one without answer
// is retried after each pause, then on each return online, so a blocked host sees a few attempts per page.
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

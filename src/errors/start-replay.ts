import * as Sentry from "@sentry/gatsby";

const REPLAY_PRIVACY = { maskAllText: false, maskAllInputs: true };

export function startReplay(): void {
  Sentry.addIntegration(Sentry.replayIntegration(REPLAY_PRIVACY));
}

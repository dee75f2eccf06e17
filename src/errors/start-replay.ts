import * as Sentry from "@sentry/gatsby";

/** Session replay is heavy, so it loads only when a replay rate above zero is configured. */
export function startReplay(): void {
  Sentry.addIntegration(Sentry.replayIntegration({ maskAllText: false, maskAllInputs: true }));
}

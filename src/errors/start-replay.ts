import * as Sentry from "@sentry/gatsby";

/** What a replay shows: the page's text, never what the visitor types into a field. */
const REPLAY_PRIVACY = { maskAllText: false, maskAllInputs: true };

/** Session replay is heavy, so it loads only when a replay rate above zero is configured. */
export function startReplay(): void {
  Sentry.addIntegration(Sentry.replayIntegration(REPLAY_PRIVACY));
}

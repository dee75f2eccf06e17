/** React's error 421, minified in a production build and written out in development. */
const UPDATE_BEFORE_HYDRATION = /React error #421[;\s]|received an update before it finished hydrating/;

/**
 * Reports the errors React recovered from (its `onRecoverableError`) as React would by default, but
 * one: a later part updated before its code arrived (error 421). `hydrateLater` shows a copy of the
 * server's HTML for it until then, so the visitor sees nothing amiss, and it is no fault to look into.
 */
export function reportRecoverableError(
  error: unknown,
  report: (error: unknown) => void = globalThis.reportError,
): void {
  if (error instanceof Error && UPDATE_BEFORE_HYDRATION.test(error.message)) return;
  report(error);
}

const UPDATE_BEFORE_HYDRATION = /React error #421[;\s]|received an update before it finished hydrating/;

/** Drops error 421 (a later part updated before its code came): `hydrateLater` shows the server HTML meanwhile. */
export function reportRecoverableError(
  error: unknown,
  report: (error: unknown) => void = globalThis.reportError,
): void {
  if (error instanceof Error && UPDATE_BEFORE_HYDRATION.test(error.message)) return;
  report(error);
}

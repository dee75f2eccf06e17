export interface ReportingEnv {
  dsn?: string;
  environment?: string;
  release?: string;
  sampleRate?: string;
  tracesSampleRate?: string;
  replaysSessionSampleRate?: string;
  replaysOnErrorSampleRate?: string;
}

export interface ReportingOptions {
  dsn: string;
  environment: string;
  release?: string;
  sampleRate: number;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  maxBreadcrumbs: number;
  ignoreErrors: RegExp[];
  denyUrls: RegExp[];
}

export const TRACING_TIMEOUTS = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 };

export const IGNORED_ERRORS: RegExp[] = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Network request failed/i,
  /Failed to fetch/i,
  /NetworkError when attempting to fetch resource/i,
  /^Script error\.?$/,
  /ResizeObserver loop/i,
  /Minified React error #(418|423|425)/,
  /Hydration failed because the initial UI does not match/i,
  /There was an error while hydrating/i,
  /babyregistry|registry-widget/i,
];

export const THIRD_PARTY_SCRIPTS: RegExp[] = [
  /googletagmanager\.com/i,
  /google-analytics\.com/i,
  /klevu\.com/i,
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari(-web)?-extension:\/\//i,
];

const rate = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value === "" ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
};

export function reportingOptions(env: ReportingEnv): ReportingOptions | null {
  if (!env.dsn) return null;
  return {
    dsn: env.dsn,
    environment: env.environment || "production",
    release: env.release || undefined,
    sampleRate: rate(env.sampleRate, 0.1),
    tracesSampleRate: rate(env.tracesSampleRate, 0.1),
    replaysSessionSampleRate: rate(env.replaysSessionSampleRate, 0),
    replaysOnErrorSampleRate: rate(env.replaysOnErrorSampleRate, 0),
    maxBreadcrumbs: 100,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: THIRD_PARTY_SCRIPTS,
  };
}

/** Performance-audit runs (Lighthouse, PageSpeed) report nothing a visitor saw. */
export const isAuditRun = (userAgent: string): boolean =>
  /Chrome-Lighthouse|PageSpeed|Speed Insights/i.test(userAgent);

function onAnotherOrigin(filename: string | undefined, pageOrigin: string): boolean {
  if (!/^https?:\/\//i.test(filename ?? "")) return false;
  try {
    return new URL(filename ?? "").origin !== pageOrigin;
  } catch {
    return false;
  }
}

/** A partner's widget served with CORS gives its stack; the frame that threw is the SDK's last. */
export function thrownOnAnotherOrigin(
  event: { exception?: { values?: { stacktrace?: { frames?: { filename?: string }[] } }[] } },
  pageOrigin: string,
): boolean {
  const frames = event.exception?.values?.at(-1)?.stacktrace?.frames ?? [];
  return onAnotherOrigin(frames.at(-1)?.filename, pageOrigin);
}

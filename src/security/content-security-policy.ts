import { isTagManagerId } from "../analytics/tag-manager";
import { searchImageOrigins, searchOrigins, type SearchEnv } from "../search/search-settings";

/** What a build talks to besides its own origin, from its configuration. */
export interface PolicyEnv {
  shopId: string;
  languages: readonly string[];
  search: SearchEnv;
  tagManagerId?: string;
  /** The affiliate pixel scripts' addresses, when configured. */
  affiliatePixels?: (string | undefined)[];
  /** Error reporting, when a DSN is configured; `replay` when session replays are recorded. */
  errorReporting?: { dsn: string; replay: boolean };
  /** The commerce engine's address, when the site has one. */
  commerceUrl?: string | null;
}

/** Third-party sources, by directive. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  worker: string[];
}

// Google's guide to Tag Manager under a CSP, with Google Analytics 4 as the container's usual tag.
const TAG_MANAGER: ThirdPartySources = {
  script: ["https://*.googletagmanager.com"],
  connect: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.google.com",
  ],
  img: ["https://*.googletagmanager.com", "https://*.google-analytics.com"],
  worker: [],
};

function originOf(url: string, what: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${what} is not a URL: ${url}`);
  }
}

/** The origins each directive must allow for what this build is configured to use, and no others. */
export function thirdPartySources(env: PolicyEnv): ThirdPartySources {
  const sources: ThirdPartySources = {
    script: [],
    connect: searchOrigins(env.search, env.shopId, env.languages),
    img: [...searchImageOrigins(env.search, env.shopId, env.languages)],
    worker: [],
  };
  if (isTagManagerId(env.tagManagerId)) {
    sources.script.push(...TAG_MANAGER.script);
    sources.connect.push(...TAG_MANAGER.connect);
    sources.img.push(...TAG_MANAGER.img);
  }
  for (const pixel of env.affiliatePixels ?? []) {
    if (pixel) sources.script.push(originOf(pixel, "An affiliate pixel's address"));
  }
  if (env.commerceUrl) sources.connect.push(originOf(env.commerceUrl, "COMMERCE_URL"));
  if (env.errorReporting) {
    sources.connect.push(originOf(env.errorReporting.dsn, "The error-reporting DSN"));
    // Session replay compresses its recording in a worker it starts from a blob: URL.
    if (env.errorReporting.replay) sources.worker.push("blob:");
  }
  return sources;
}

/**
 * The Content-Security-Policy of one document: scripts only from the site itself, the configured
 * third parties and the hashes of the document's own inline scripts, never `'unsafe-inline'`.
 */
export function contentSecurityPolicy(sources: ThirdPartySources, scriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...sources.script],
    // Gatsby inlines the site's CSS in a <style> element and components set style attributes; styles
    // cannot run code, so allowing them inline costs far less than hashing every attribute would.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", ...sources.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connect],
    // The service worker (/sw.js) and the workbox files it imports come from the site.
    ["worker-src", "'self'", ...sources.worker],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(" ")).join("; ");
}

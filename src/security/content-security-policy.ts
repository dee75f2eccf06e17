import { isTagManagerId } from "../analytics/tag-manager";
import { searchImageOrigins, searchOrigins, type SearchEnv } from "../search/search-settings";

export interface PolicyEnv {
  shopId: string;
  languages: readonly string[];
  search: SearchEnv;
  tagManagerId?: string;
  affiliatePixels?: (string | undefined)[];
  errorReporting?: { dsn: string; replay: boolean };
  commerceUrl?: string | null;
}

export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  worker: string[];
}

// Google's guide to Tag Manager under a CSP, with GA4 as the usual tag.
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

/** Never `'unsafe-inline'` for scripts: the document's inline scripts go by hash. */
export function contentSecurityPolicy(sources: ThirdPartySources, scriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...sources.script],
    // Gatsby inlines CSS and components set style attributes; inline styles run no code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", ...sources.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connect],
    ["worker-src", "'self'", ...sources.worker],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(" ")).join("; ");
}

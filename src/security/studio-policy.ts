import type { Header } from "./headers-file";

export const STUDIO_FOLDER = "admin/";

/** Decap compiles its config schema at run time (ajv): `'unsafe-eval'` here only, no inline scripts. */
export const STUDIO_HEADERS: Header[] = [
  {
    key: "content-security-policy",
    value: [
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  },
  { key: "x-robots-tag", value: "noindex, nofollow" },
  { key: "cache-control", value: "no-cache" },
];

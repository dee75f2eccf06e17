import type { Header } from "./headers-file";

/** The content studio's folder in the built site. */
export const STUDIO_FOLDER = "admin/";

/**
 * The studio's headers: Decap CMS's policy and no indexing. Decap compiles the JSON schema it checks
 * its configuration with at run time (ajv), so this page alone allows `'unsafe-eval'`, never inline
 * scripts. It draws with inline styles, shows images from data: and blob: addresses and compiles
 * WebAssembly; it talks only to its own origin (Netlify's Git Gateway and Identity answer under
 * /.netlify/ of the same host). It is never framed.
 */
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

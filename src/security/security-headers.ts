import type { NotFoundRule } from "../i18n/localized-404";
import { contentSecurityPolicy, thirdPartySources, type PolicyEnv } from "./content-security-policy";
import type { Header, HeaderRule } from "./headers-file";
import { inlineScriptHashes } from "./inline-scripts";
import { STUDIO_FOLDER, STUDIO_HEADERS } from "./studio-policy";

export const SITE_HEADERS: Header[] = [
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  // Nothing on the site uses these; the list stays within what browsers know, so none warns.
  {
    key: "permissions-policy",
    value:
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  },
  { key: "x-frame-options", value: "DENY" },
];

/** Read one at a time: a large catalogue's pages together weigh hundreds of megabytes. */
export interface BuiltDocument {
  file: string;
  read: () => string;
}

const NOT_FOUND_FILE = "404.html";
const CSP = "content-security-policy";

export function servedPaths(file: string): string[] {
  const exact = `/${file}`;
  return file === "index.html" || file.endsWith("/index.html")
    ? [exact.slice(0, -"index.html".length), exact]
    : [exact];
}

/**
 * Per-document rules come after the catch-all so they win. Netlify matches header rules in any case but
 * serves files only in theirs, so `/Products/Pram/` gets `/products/pram/`'s rule and the 404 page.
 */
export function securityHeaderRules(
  hostRules: readonly HeaderRule[],
  documents: readonly BuiltDocument[],
  env: PolicyEnv,
  notFoundRules: readonly NotFoundRule[] = [],
): HeaderRule[] {
  const sources = thirdPartySources(env);
  const notFoundPages = documents.filter(
    (document) =>
      document.file === NOT_FOUND_FILE ||
      notFoundRules.some(({ toPath }) => servedPaths(document.file).includes(toPath)),
  );
  const notFoundHashes = notFoundPages.flatMap((document) => inlineScriptHashes(document.read()));
  const policyOf = (html: string) =>
    contentSecurityPolicy(sources, [...new Set([...inlineScriptHashes(html), ...notFoundHashes])]);
  const everyPath = [...SITE_HEADERS, { key: CSP, value: policyOf("") }];
  const names = new Set(everyPath.map((header) => header.key));
  const catchAll = (rule: HeaderRule): HeaderRule =>
    rule.path === "/*"
      ? {
          path: rule.path,
          headers: [...rule.headers.filter((h) => !names.has(h.key.toLowerCase())), ...everyPath],
        }
      : rule;
  const rules = hostRules.some((rule) => rule.path === "/*")
    ? hostRules.map(catchAll)
    : [{ path: "/*", headers: everyPath }, ...hostRules];
  for (const document of documents) {
    const headers = document.file.startsWith(STUDIO_FOLDER)
      ? STUDIO_HEADERS
      : [{ key: CSP, value: policyOf(document.read()) }];
    for (const path of servedPaths(document.file)) rules.push({ path, headers });
  }
  return rules;
}

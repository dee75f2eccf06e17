import { localizedNotFoundRules } from "../i18n/localized-404";
import { compactRules } from "../redirects/compact-rules";
import type { RedirectRule } from "../redirects/rule";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";

/** A type, not an interface, so that it fits Gatsby's open record. */
export type CdnRedirect = {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  ignoreCase?: boolean;
  force?: boolean;
  statusCode?: number;
  redirectInBrowser: false;
  conditions?: { country: string | string[] } | { language: string };
};

/**
 * `force` wins over the stub at the same path; `redirectInBrowser: false` keeps them out of the bundle.
 * Unknown paths under a language prefix get that language's 404, unforced so files answer first.
 */
export function cdnRedirects(
  campaignRules: readonly RedirectRule[],
  { languages, defaultLanguage }: Pick<RuntimeSettings["shop"], "languages" | "defaultLanguage">,
): CdnRedirect[] {
  return [
    ...compactRules(campaignRules).map(({ countries, fromPath, toPath }) => ({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: true,
      force: true,
      redirectInBrowser: false as const,
      ...(countries ? { conditions: { country: countries } } : {}),
    })),
    ...localizedNotFoundRules(languages, defaultLanguage).map(({ fromPath, toPath }) => ({
      fromPath,
      toPath,
      statusCode: 404,
      redirectInBrowser: false as const,
    })),
  ];
}

export interface LanguagePage {
  path: string;
  context?: unknown;
}

interface PageI18n {
  routed?: boolean;
  language?: string;
  originalPath?: string;
}

/** Pages the CDN never answers by their own address: the host serves them for unknown paths, offline. */
const ANSWERED_BY_HOST = /^\/(?:404|dev-404-page|offline-plugin-app-shell-fallback)\b/;

/**
 * Temporary, one rule per page: conditioned rules are forced and `/*` would catch assets. Netlify's
 * `Language=` sees one language (`nf_lang` cookie, else the first Accept-Language), so a full tag fires
 * only where `languageRedirect` agrees; elsewhere the page's inline step decides.
 */
export function languageCdnRedirects(page: LanguagePage): CdnRedirect[] {
  const i18n = (page.context as { i18n?: PageI18n } | undefined)?.i18n;
  if (!i18n?.routed || !i18n.language || !i18n.originalPath || ANSWERED_BY_HOST.test(i18n.originalPath))
    return [];
  return [
    {
      fromPath: i18n.originalPath,
      toPath: page.path,
      statusCode: 302,
      force: true,
      redirectInBrowser: false,
      conditions: { language: i18n.language },
    },
  ];
}

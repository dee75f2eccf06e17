import { localizedNotFoundRules } from "../i18n/localized-404";
import { compactRules } from "../redirects/compact-rules";
import type { RedirectRule } from "../redirects/rule";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";

/**
 * A redirect as Gatsby's `createRedirect` takes it (a type, not an interface, so that it fits Gatsby's
 * open record), for the host adapter to write as a CDN rule.
 */
export type CdnRedirect = {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  ignoreCase?: boolean;
  force?: boolean;
  statusCode?: number;
  redirectInBrowser: false;
  /** Several countries are written as one condition: `Country=at,be,pl` on Netlify. */
  conditions?: { country: string | string[] } | { language: string };
};

/**
 * The campaign rules, compacted (one per destination of a slug, see compactRules), with country
 * conditions the adapter turns into CDN rules (`Country=` on Netlify).
 * `force` lets them win over the stub file at the same path; they stay out of the browser bundle
 * (`redirectInBrowser: false`): the stubs redirect in browsers. Then, not forced so that the CDN applies
 * them only where no file answers, unknown paths under a language prefix get that language's 404 page.
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

/** A page as the i18n plugin creates it, one per language. */
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
 * For a page in another language than the default, the CDN's rule that sends the unprefixed page to it
 * (`/cart/  /en-US/cart/  302!  Language=en-US` on Netlify). Temporary: the language is the visitor's
 * choice, not the page's address. One rule per page, not `/*`: conditioned rules are forced, and a
 * wildcard would send assets and page data too.
 *
 * Netlify matches `Language=` against one language: the `nf_lang` cookie, which the site mirrors from
 * the stored language, else the first of the browser's Accept-Language, whatever its weight. A rule on
 * the full tag (`en-US`, not `en`) fires only where `languageRedirect` gives the same answer: a stored
 * en-US, or a browser whose first language is exactly en-US (which `languageRedirect` matches first).
 * Where the CDN cannot tell (`en-GB` first, an exact match further down the list, storage without the
 * cookie), it serves the page and the page's inline step decides.
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

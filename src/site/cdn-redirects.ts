import { localizedNotFoundRules } from "../i18n/localized-404";
import type { RedirectRule } from "../redirects/rule";
import type { SiteData } from "./site-data";

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
  conditions?: { country: string };
};

/**
 * Every campaign rule, with country conditions the adapter turns into CDN rules (`Country=` on Netlify).
 * `force` lets them win over the stub file at the same path; they stay out of the browser bundle
 * (`redirectInBrowser: false`): the stubs redirect in browsers. Then, not forced so that the CDN applies
 * them only where no file answers, unknown paths under a language prefix get that language's 404 page.
 */
export function cdnRedirects(
  campaignRules: readonly RedirectRule[],
  { languages, defaultLanguage }: Pick<SiteData["siteConfig"], "languages" | "defaultLanguage">,
): CdnRedirect[] {
  return [
    ...campaignRules.map(({ conditions, fromPath, toPath }) => ({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: true,
      force: true,
      redirectInBrowser: false as const,
      ...(conditions ? { conditions } : {}),
    })),
    ...localizedNotFoundRules(languages, defaultLanguage).map(({ fromPath, toPath }) => ({
      fromPath,
      toPath,
      statusCode: 404,
      redirectInBrowser: false as const,
    })),
  ];
}

import type { IAdapter } from "gatsby";
import type { NotFoundRule } from "../i18n/localized-404";
import { builtDocuments } from "../security/built-documents";
import type { PolicyEnv } from "../security/content-security-policy";
import { securityHeaderRules } from "../security/security-headers";

/**
 * `adapter` with the site's security headers in the header rules it writes (`public/_headers` for
 * Netlify), each prefix of `notFound` with the policy of its own 404 page. Gatsby adapts after every
 * `onPostBuild`, so the campaign stubs are among the documents hashed; and the adapter writes one
 * consistent set of rules instead of its defaults beside ours.
 */
export function withSecurityHeaders(
  adapter: IAdapter,
  publicDir: string,
  env: PolicyEnv,
  notFound: readonly NotFoundRule[],
): IAdapter {
  return {
    ...adapter,
    adapt: (context) => {
      const headerRoutes = securityHeaderRules(
        context.headerRoutes,
        builtDocuments(publicDir),
        env,
        notFound,
      );
      return adapter.adapt(Object.create(context, { headerRoutes: { value: headerRoutes } }));
    },
  };
}

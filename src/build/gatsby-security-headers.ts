import type { IAdapter } from "gatsby";
import type { NotFoundRule } from "../i18n/localized-404";
import { builtDocuments } from "../security/built-documents";
import type { PolicyEnv } from "../security/content-security-policy";
import { securityHeaderRules } from "../security/security-headers";

/** Gatsby adapts after every `onPostBuild`, so stubs are hashed; one set of rules replaces the defaults. */
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

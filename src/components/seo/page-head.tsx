import React, { type ReactNode } from "react";
import type { HeadProps } from "gatsby";
import type { I18nPageContext } from "../../i18n/page-context";
import { headTranslation, type LocaleData } from "../../i18n/page-locales";
import { SeoHead } from "./SeoHead";

interface PageMeta {
  title: string;
  description?: string;
  noindex?: boolean;
  children?: ReactNode;
}

/**
 * A page's `Head` from what the page knows: its context and its translations (`Head` renders outside
 * the i18n provider, so `t` here reads the page's own locale data).
 */
export function pageHead<C extends I18nPageContext>(
  meta: (context: C, t: (key: string) => string) => PageMeta,
) {
  return function Head({ data, pageContext }: HeadProps<LocaleData, C>) {
    const { children, ...page } = meta(pageContext, (key) => headTranslation(data, key));
    return (
      <SeoHead {...page} language={pageContext.language} originalPath={pageContext.i18n.originalPath}>
        {children}
      </SeoHead>
    );
  };
}

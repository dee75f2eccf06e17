import React, { type ReactNode } from "react";
import type { HeadProps } from "gatsby";
import type { I18nPageContext } from "../../i18n/page-context";
import { headTranslation, type LocaleData } from "../../i18n/page-locales";
import type { PageData } from "../../site/page-data";
import { SeoHead } from "./SeoHead";

interface PageMeta {
  title: string;
  description?: string;
  noindex?: boolean;
  children?: ReactNode;
}

/**
 * A page's `Head` from what the page knows: what it shows (a content page's data) and its
 * translations (`Head` renders outside the i18n provider, so `t` here reads the page's own locale data).
 */
export function pageHead<T = object>(meta: (content: T, t: (key: string) => string) => PageMeta) {
  return function Head({ data, pageContext }: HeadProps<LocaleData & Partial<PageData<T>>, I18nPageContext>) {
    const content = data.storefrontPage?.data ?? ({} as T);
    const { children, ...page } = meta(content, (key) => headTranslation(data, key));
    return (
      <SeoHead {...page} language={pageContext.language} originalPath={pageContext.i18n.originalPath}>
        {children}
      </SeoHead>
    );
  };
}

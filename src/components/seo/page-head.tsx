import React, { type ReactNode } from "react";
import type { HeadProps } from "gatsby";
import type { I18nPageContext } from "../../i18n/page-context";
import { headTranslation, type LocaleData } from "../../i18n/page-locales";
import type { PageData } from "../../site/page-data";
import { listingOf, type Listing } from "../../site/page-listing";
import { SeoHead } from "./SeoHead";

interface PageMeta {
  /** The page's own title: the shop's name follows it. */
  title: string;
  /** The title is whole as it is (the home page's starts with the shop's name). */
  whole?: boolean;
  description?: string;
  children?: ReactNode;
}

/** `t` reads the page's own locale data (`Head` is outside the i18n provider); indexing is the page type's say. */
export function pageHead<T = object>(meta: (content: T, t: (key: string) => string) => PageMeta) {
  return function Head({
    data,
    pageContext,
  }: HeadProps<LocaleData & Partial<PageData<T>>, I18nPageContext & { listing?: Listing }>) {
    const content = data.storefrontPage?.data ?? ({} as T);
    const t = (key: string) => headTranslation(data, key);
    const { children, title, whole, description } = meta(content, t);
    const { originalPath } = pageContext.i18n;
    return (
      <SeoHead
        title={whole ? title : `${title} | ${t("site.name")}`}
        description={description}
        noindex={listingOf(originalPath, pageContext.listing) !== "listed"}
        language={pageContext.language}
        originalPath={originalPath}
      >
        {children}
      </SeoHead>
    );
  };
}

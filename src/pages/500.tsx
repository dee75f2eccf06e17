import React from "react";
import { graphql, type HeadProps } from "gatsby";
import { MessagePage } from "../components/layout/MessagePage";
import { SeoHead } from "../components/seo/SeoHead";
import type { I18nPageContext } from "../i18n/page-context";
import { headTranslation, type LocaleData } from "../i18n/page-locales";

export default function ServerErrorPage() {
  return <MessagePage messages="serverError" />;
}

export function Head({ data, pageContext }: HeadProps<LocaleData, I18nPageContext>) {
  return (
    <SeoHead
      title={headTranslation(data, "serverError.title")}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      noindex
    />
  );
}

export const query = graphql`
  query ServerErrorPage($language: String!) {
    ...PageLocales
  }
`;

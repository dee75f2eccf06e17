import React from "react";
import { graphql } from "gatsby";
import { MessagePage } from "../components/layout/MessagePage";
import { pageHead } from "../components/seo/page-head";
import type { I18nPageContext } from "../i18n/page-context";

export default function ServerErrorPage() {
  return <MessagePage messages="serverError" />;
}

export const Head = pageHead<I18nPageContext>((_, t) => ({ title: t("serverError.title"), noindex: true }));

export const query = graphql`
  query ServerErrorPage($language: String!) {
    ...PageLocales
  }
`;

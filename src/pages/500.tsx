import React from "react";
import { graphql } from "gatsby";
import { MessagePage } from "../components/layout/MessagePage";
import { pageHead } from "../components/seo/page-head";

export default function ServerErrorPage() {
  return <MessagePage messages="serverError" />;
}

export const Head = pageHead((_, t) => ({ title: t("serverError.title") }));

export const query = graphql`
  query ServerErrorPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`;

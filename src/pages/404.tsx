import React from "react";
import { graphql } from "gatsby";
import { MessagePage } from "../components/layout/MessagePage";
import { NotFoundWays } from "../components/later-parts";
import { pageHead } from "../components/seo/page-head";

export default function NotFoundPage() {
  return (
    <MessagePage messages="notFound">
      <NotFoundWays />
    </MessagePage>
  );
}

export const Head = pageHead((_, t) => ({ title: t("notFound.title") }));

export const query = graphql`
  query NotFoundPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`;

import { graphql } from "gatsby";
import type { LocaleData } from "../i18n/page-locales";

export type PageData<T> = LocaleData & { storefrontPage: { data: T } };

/** @public Gatsby finds fragments by name, not by import. */
export const storefrontPageFragment = graphql`
  fragment StorefrontPageData on Query {
    storefrontPage(id: { eq: $id }) {
      data
    }
  }
`;

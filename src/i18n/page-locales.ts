import { graphql } from "gatsby";

export interface LocaleData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

/** @public Gatsby finds fragments by name, not by import. */
export const localesFragment = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

/** `Head` renders outside the i18n provider, so it cannot use `useTranslation`. */
export function headTranslation(data: LocaleData, key: string): string {
  for (const { node } of data.locales.edges) {
    let value: unknown = JSON.parse(node.data);
    for (const part of key.split(".")) {
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value === "string") return value;
  }
  return key;
}

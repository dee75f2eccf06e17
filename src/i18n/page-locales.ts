import { graphql } from "gatsby";

/** The translations a page needs, as the i18n plugin reads them from page data. */
export interface LocaleData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

/**
 * @public Gatsby finds fragments by name, not by import. `$ns` is the page's namespaces, which page
 * creation puts in its context (`pageNamespaces`).
 */
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

/**
 * A translation for `Head`, which renders outside the i18n provider and so cannot use
 * `useTranslation`: looks the dotted key up in the page's own locale data.
 */
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

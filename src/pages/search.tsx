import React, { Suspense, lazy } from "react";
import { graphql } from "gatsby";
import { useI18next, useTranslation } from "../i18n/hooks";
import { useBrowserValue } from "../app/use-browser-value";
import { CategoryLinks } from "../components/layout/CategoryLinks";
import { Layout } from "../components/layout/Layout";
import { SearchError } from "../components/search/SearchError";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { pageHead } from "../components/seo/page-head";
import { localizedPath } from "../i18n/language-path";
import { normaliseSearchTerm } from "../search/search-term";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/search/search.module.css";

// The results and the search code behind them start loading with this page's code, in parallel with
// hydration, rather than once React asks for them.
const loadResults = () => import("../components/search/SearchResults");
if (typeof window !== "undefined") void loadResults();
const SearchResults = lazy(() => loadResults().then(({ SearchResults }) => ({ default: SearchResults })));

const FORM_ID = "search-page-form";

/** The search page: a form that works without scripts; results come from the search service. */
export default function SearchPage() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  // The query is only known in the browser; React escapes it wherever it is shown.
  const term = useBrowserValue(
    () => normaliseSearchTerm(new URLSearchParams(window.location.search).get("q") ?? ""),
    "",
  );
  return (
    <Layout>
      <h1>{term ? t("search.resultsFor", { term }) : t("search.title")}</h1>
      <form
        id={FORM_ID}
        role="search"
        action={localizedPath("/search/", language, { defaultLanguage })}
        method="get"
        className={styles.form}
      >
        <label htmlFor="search-page-input" className={layout.visuallyHidden}>
          {t("search.label")}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={term}
          key={term}
          maxLength={100}
          placeholder={t("search.placeholder")}
        />
        <button type="submit" className={layout.primaryButton}>
          {t("search.submit")}
        </button>
      </form>
      {term ? (
        <ErrorBoundary fallback={(retry) => <SearchError onRetry={retry} />}>
          <Suspense fallback={<p role="status">{t("search.loading")}</p>}>
            <SearchResults term={term} form={FORM_ID} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <>
          <p>{t("search.prompt")}</p>
          <h2>{t("search.categories")}</h2>
          <CategoryLinks className={styles.chips} />
        </>
      )}
    </Layout>
  );
}

export const Head = pageHead((_, t) => ({
  title: t("search.title"),
}));

export const query = graphql`
  query SearchPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`;

import React from "react";
import { useQuery } from "@tanstack/react-query";
import { useI18next, useTranslation } from "../../i18n/hooks";
import type { SearchRuntime } from "./use-search-runtime";
import { ResultCardLink } from "./ResultCardLink";
import { SearchError } from "./SearchError";
import * as product from "../product/product.module.css";

/** The search page for content: guides, content pages and categories that match the term. */
export function ContentResults({ term, runtime }: { term: string; runtime: SearchRuntime }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const found = useQuery({
    queryKey: ["content-search", language, term],
    queryFn: () => runtime.contentListing(term),
  });
  if (found.isError) return <SearchError onRetry={() => void found.refetch()} />;
  if (!found.data) return <p role="status">{t("search.loading")}</p>;
  if (found.data.pages.length === 0)
    return (
      <section aria-labelledby="no-results">
        <h2 id="no-results">{t("search.noContentResults", { term })}</h2>
        <p>{t("search.noContentResultsHelp")}</p>
      </section>
    );
  return (
    <section aria-label={t("search.contentResults")}>
      <p role="status">{t("search.resultCount", { count: found.data.total })}</p>
      <ul className={product.grid}>
        {found.data.pages.map((page) => (
          <li key={page.id} className={product.card}>
            <ResultCardLink to={page.path} image={page.image} name={page.name}>
              {page.summary && <span className={product.muted}>{page.summary}</span>}
            </ResultCardLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

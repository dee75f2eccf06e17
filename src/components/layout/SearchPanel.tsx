import React, { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { useLazyTexts } from "../../i18n/use-lazy-texts";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { localizedPath } from "../../i18n/language-path";
import { normaliseSearchTerm } from "../../search/search-term";
import { useStorefront } from "../../state/use-storefront";
import { LISTBOX_ID, type QuickSearchOption } from "../search/quick-search-options";
import { SearchError } from "../search/SearchError";
import * as styles from "./layout.module.css";

const QuickSearchResults = lazy(() => import("../search/QuickSearchResults"));
const DEBOUNCE_MS = 150;

/**
 * The search entry point: a plain form to the search page, so it works before any script loads, and
 * a combobox once they have: suggestions, categories and products (or content pages) as the visitor types, recent
 * searches and trending products before. Arrow keys move through the list, Enter follows, Escape closes.
 */
export function SearchPanel() {
  useLazyTexts(["quick-search", "cards"]);
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const setSearchOpen = useStorefront((s) => s.setSearchOpen);
  const type = useStorefront((s) => s.activeSearchType);
  const setType = useStorefront((s) => s.setActiveSearchType);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [term, setTerm] = useState("");
  const [options, setOptions] = useState<QuickSearchOption[]>([]);
  const [activeId, setActiveId] = useState<string>();
  const active = options.findIndex((option) => option.id === activeId);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(normaliseSearchTerm(value)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const choose = (option: QuickSearchOption) => {
    option.onChoose?.();
    setSearchOpen(false);
    void navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next =
        event.key === "ArrowDown" ? (active + 1) % count : (Math.max(active, 0) - 1 + count) % count;
      if (count) setActiveId(options[next]?.id);
    } else if (event.key === "Enter" && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      if (value) setValue("");
      else {
        setSearchOpen(false);
        // Back to the button that opened search, not to the start of the page.
        document.querySelector<HTMLElement>('[aria-controls="site-search"]')?.focus();
      }
    }
  };

  return (
    <div className={styles.searchPanel}>
      <form
        id="site-search"
        role="search"
        className={styles.searchForm}
        action={localizedPath("/search/", language, { defaultLanguage })}
        method="get"
      >
        <label htmlFor="site-search-input" className={styles.visuallyHidden}>
          {t("header.searchLabel")}
        </label>
        <input
          ref={input}
          id="site-search-input"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={LISTBOX_ID}
          aria-expanded={options.length > 0}
          aria-activedescendant={options[active]?.id}
          maxLength={100}
          autoComplete="off"
          placeholder={t("header.searchPlaceholder")}
          className={styles.searchInput}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.primaryButton}>
          {t("header.searchSubmit")}
        </button>
      </form>
      {/* The header is outside the page's error boundary: without its own, a failure here blanks the page. */}
      <ErrorBoundary fallback={(retry) => <SearchError onRetry={retry} compact />}>
        <Suspense fallback={null}>
          <QuickSearchResults
            term={term}
            type={type}
            onType={setType}
            activeId={options[active]?.id}
            onOptions={setOptions}
            onChoose={choose}
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

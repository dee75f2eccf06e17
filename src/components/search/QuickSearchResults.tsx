import React, { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { KlevuLastSearches } from "@klevu/core";
import { languageOfPath, localizedPath } from "../../i18n/language-path";
import { recordPath, type SearchPage, type SearchProduct } from "../../search/search-records";
import { searchQueryString, type SearchType } from "../../search/search-type";
import { Price } from "../product/Price";
import { LISTBOX_ID, optionId, type QuickSearchOption } from "./quick-search-options";
import { SearchBanners } from "./SearchBanners";
import { SearchError } from "./SearchError";
import { SearchTypeSwitch } from "./SearchTypeSwitch";
import { useSearchTracking, type SearchRuntime } from "./use-search-runtime";
import { withSearchRuntime } from "./with-search-runtime";
import * as styles from "./search.module.css";

interface Props {
  term: string;
  type: SearchType;
  onType: (type: SearchType) => void;
  activeId: string | undefined;
  onOptions: (options: QuickSearchOption[]) => void;
  onChoose: (option: QuickSearchOption) => void;
}

/**
 * The quick-search list and the switch between products and content (it belongs to the panel's
 * form), loaded with the search code the first time the panel opens.
 */
export default withSearchRuntime<Props>(Results);

interface Item extends QuickSearchOption {
  label: string;
  image?: string;
  price?: { amount: number; currency: string };
}

interface Section {
  kind: string;
  title: string;
  items: Item[];
}

function Results({
  term,
  type,
  onType,
  activeId,
  onOptions,
  onChoose,
  runtime,
}: Props & { runtime: SearchRuntime }) {
  const { t } = useTranslation();
  const { language, languages, defaultLanguage } = useI18next();
  const track = useSearchTracking();
  const found = useQuery({
    queryKey: ["quick-search", language, type, term, track],
    queryFn: () => runtime.quickSearch(term, type, track),
    enabled: term !== "",
  });
  // Pages the keyword map leads to ("returns", "winkels"): what Enter would open, offered as a result.
  const keywordPages = useQuery({
    queryKey: ["keyword-pages", language, term],
    queryFn: () => runtime.keywordPagesFor(term),
    enabled: term !== "",
  });
  const trending = useQuery({ queryKey: ["trending", language], queryFn: () => runtime.trending() });
  const banners = useQuery({
    queryKey: ["banners", language, "quicksearch", term],
    queryFn: () => runtime.banners("quicksearch", term),
    enabled: term !== "",
  });

  const sections = useMemo<Section[]>(() => {
    const searchPath = (q: string) =>
      `${localizedPath("/search/", language, { defaultLanguage })}${searchQueryString(q, type)}`;
    const section = (kind: string, title: string, items: Omit<Item, "id">[]): Section => ({
      kind,
      title,
      items: items.map((item, index) => ({ ...item, id: optionId(kind, index) })),
    });
    const products = (list: SearchProduct[], onChoose?: (p: SearchProduct) => void) =>
      list.map((product) => ({
        label: product.name,
        href: product.path,
        image: product.image,
        price: product.currency ? { amount: product.salePrice, currency: product.currency } : undefined,
        onChoose: onChoose && (() => onChoose(product)),
      }));
    const pages = (list: SearchPage[]) =>
      list.map((page) => ({ label: page.name, href: page.path, image: page.image }));
    if (!term) {
      const recent = track ? KlevuLastSearches.get().reverse() : [];
      return [
        section(
          "recent",
          t("search.recent"),
          recent.map(({ term: q }) => ({ label: q, href: searchPath(q) })),
        ),
        section("trending", t("search.trending"), products(trending.data ?? [])),
      ];
    }
    const data = found.data;
    if (!data) return [];
    const click = (product: SearchProduct) =>
      track && data.query?.searchClickEvent?.({ productId: product.id });
    const shortcuts = (keywordPages.data ?? []).flatMap((url) => {
      const path = recordPath(url);
      if (!path) return [];
      const { language: pageLanguage, routed } = languageOfPath(path, { languages, defaultLanguage });
      const page = (routed ? path.slice(pageLanguage.length + 1) : path).replace(/^\/|\/$/g, "");
      const slug = page.split("/").pop() ?? page;
      const fallback = slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll("-", " ");
      return [{ label: t(`search.keywordPages.${page}`, { defaultValue: fallback }), href: path }];
    });
    return [
      section("keyword-page", t("search.goTo"), shortcuts),
      section(
        "suggestion",
        t("search.suggestions"),
        data.suggestions.map((s) => ({ label: s, href: searchPath(s) })),
      ),
      section("category", t("search.categoriesFound"), pages(data.categories)),
      type === "product"
        ? section("product", t("search.products"), products(data.products, click))
        : section("page", t("search.pagesFound"), pages(data.pages)),
    ];
  }, [
    term,
    type,
    track,
    found.data,
    keywordPages.data,
    trending.data,
    language,
    languages,
    defaultLanguage,
    t,
  ]);

  const options = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  useEffect(() => onOptions(options), [options, onOptions]);
  useEffect(() => () => onOptions([]), [onOptions]);

  const failed = term ? found.isError : trending.isError;
  const empty = term !== "" && found.data && options.length === 0;
  const typeSwitch = <SearchTypeSwitch form="site-search" value={type} onChange={onType} />;
  if (failed)
    return (
      <>
        {typeSwitch}
        <SearchError onRetry={() => void (term ? found.refetch() : trending.refetch())} compact />
      </>
    );

  return (
    <div className={styles.quick}>
      {typeSwitch}
      <SearchBanners banners={banners.data ?? []} term={term} />
      <ul
        id={LISTBOX_ID}
        role="listbox"
        aria-label={t("header.searchLabel")}
        className={styles.quickList}
        // The term these results are for (benchmarks and tests wait for it).
        data-term={term && found.data ? term : undefined}
      >
        {sections
          .filter((section) => section.items.length > 0)
          .map((section) => (
            <li key={section.kind} role="presentation">
              <span id={`quick-search-${section.kind}`} className={styles.quickTitle}>
                {section.title}
              </span>
              <ul role="group" aria-labelledby={`quick-search-${section.kind}`}>
                {section.items.map((item) => (
                  <li
                    key={item.id}
                    id={item.id}
                    role="option"
                    aria-selected={activeId === item.id}
                    className={styles.quickOption}
                    onClick={() => onChoose(item)}
                  >
                    {item.image && <img src={item.image} alt="" width={40} height={40} />}
                    <span>{item.label}</span>
                    {item.price && <Price amount={item.price.amount} currency={item.price.currency} />}
                  </li>
                ))}
              </ul>
            </li>
          ))}
      </ul>
      {empty && <p className={styles.quickEmpty}>{t("search.noQuickResults", { term })}</p>}
    </div>
  );
}

import React, { lazy, Suspense, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useI18next, useTranslation } from "../i18n/hooks";
import {
  categoryListing,
  inChosenColour,
  maxPrice,
  SORT_ORDERS,
  withMaxPrice,
} from "../catalogue/product-list";
import { productHandle } from "../catalogue/paths";
import { useUrlFilters } from "../components/catalogue/use-url-filters";
import { Breadcrumbs, Recommendations } from "../components/later-parts";
import { DisclosureButton } from "../components/layout/DisclosureButton";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { CategoryListing } from "../components/search/CategoryListing";
import type { ListingViewProps } from "../components/search/ListingView";
import { useFormatPrice } from "../components/product/Price";
import { ProductGrid } from "../components/product/ProductCard";
import { pageHead } from "../components/seo/page-head";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import { toggleOption } from "../filters/filter-url";
import * as styles from "../components/catalogue/catalogue.module.css";
import * as productStyles from "../components/product/product.module.css";
import * as sheet from "../components/search/filter-sheet.module.css";

type Content = PageContent<"category">;

// Only a filtered list shows them: their code loads then, not with every category page.
const BuiltFilterChips = lazy(() => import("../components/catalogue/BuiltFilterChips"));

const SORT_LABELS = {
  relevance: "category.sortFeatured",
  "price-asc": "category.sortPriceAsc",
  "price-desc": "category.sortPriceDesc",
  "name-asc": "category.sortName",
} as const;

export default function CategoryPage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  const { language } = useI18next();
  const formatPrice = useFormatPrice();
  const { state, update, sort, setSort } = useUrlFilters({
    options: ["colour", "stock"],
    sliders: ["klevu_price"],
  });
  const { order, colours, priceSteps, shown } = categoryListing(view.products, state, sort, language);
  const currency = view.products[0]?.currency ?? "EUR";
  const selected = (key: string, value: string) => state.options[key]?.includes(value) ?? false;
  // The chips of a shared link show from the address as soon as the page runs, named as the filters name them.
  const optionName = (key: string, value: string) =>
    key === "colour" && Object.hasOwn(view.colourNames, value)
      ? view.colourNames[value]
      : key === "stock"
        ? t("category.inStockOnly")
        : undefined;
  const chosen = Object.values(state.options).flat().length + Object.keys(state.sliders).length;
  const clearAll = () => update({ options: {}, sliders: {} });
  const cards = new Map(view.products.map((product) => [product.handle, product]));
  // What merchandising keeps of this list: its words, its sort orders and its cards.
  const own: NonNullable<ListingViewProps["own"]> = {
    count: (count) => t("category.productCount", { count }),
    optionName,
    sorts: Object.fromEntries(SORT_ORDERS.map((value) => [value, t(SORT_LABELS[value])])),
    grid: (found, filters, onClick) => {
      const listed = found.map((product) => cards.get(productHandle(product.path)));
      const chosenColours = filters.options.colour ?? [];
      return listed.every((card) => card !== undefined) ? (
        <ProductGrid
          products={listed.map((card) => inChosenColour(card, chosenColours))}
          eagerCount={2}
          onClick={onClick}
        />
      ) : undefined;
    },
  };
  // On a phone the filters wait behind a button; the first tap starts merchandising, whose filter
  // sheet opens as soon as it is there. Until then, or without it, they unfold here.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const builtListing = (
    <div className={styles.listing}>
      <div>
        <DisclosureButton
          className={sheet.toggle}
          open={filtersOpen}
          controls="built-filters"
          onOpenChange={setFiltersOpen}
        >
          {chosen ? t("search.filtersActive", { count: chosen }) : t("category.filters")}
        </DisclosureButton>
        <aside
          id="built-filters"
          className={`${styles.filters} ${filtersOpen ? "" : sheet.aside}`}
          aria-labelledby="filters-title"
        >
          <h2 id="filters-title">{t("category.filters")}</h2>
          <fieldset>
            <legend>{t("category.colour")}</legend>
            {colours.map((colour) => (
              <label key={colour.key} className={styles.check}>
                <input
                  type="checkbox"
                  checked={selected("colour", colour.key)}
                  onChange={() => update(toggleOption(state, "colour", colour.key))}
                />
                <span className={productStyles.dot} style={{ background: colour.hex }} aria-hidden="true" />
                {colour.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t("category.maxPrice")}</legend>
            <select
              aria-label={t("category.maxPrice")}
              value={maxPrice(state) ?? ""}
              onChange={(event) => update(withMaxPrice(state, Number(event.target.value)))}
            >
              <option value="">{t("category.anyPrice")}</option>
              {priceSteps.map((step) => (
                <option key={step} value={step}>
                  {t("category.upTo", { price: formatPrice(step, currency) })}
                </option>
              ))}
            </select>
          </fieldset>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={selected("stock", "in")}
              onChange={() => update(toggleOption(state, "stock", "in"))}
            />
            {t("category.inStockOnly")}
          </label>
          {chosen > 0 && (
            <button type="button" className={styles.clear} onClick={clearAll}>
              {t("category.clearFilters")}
            </button>
          )}
        </aside>
      </div>
      <section aria-label={t("category.products")}>
        <div className={styles.toolbar}>
          <p role="status">{t("category.productCount", { count: shown.length })}</p>
          <label>
            {t("category.sort")}{" "}
            <select
              value={order}
              onChange={(event) => setSort(event.target.value === "relevance" ? null : event.target.value)}
            >
              {SORT_ORDERS.map((value) => (
                <option key={value} value={value}>
                  {t(SORT_LABELS[value])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {chosen > 0 && (
          <Suspense fallback={null}>
            <BuiltFilterChips
              state={state}
              optionName={optionName}
              currency={currency}
              empty={!shown.length}
              onChange={update}
            />
          </Suspense>
        )}
        {shown.length > 0 && <ProductGrid products={shown} eagerCount={2} />}
      </section>
    </div>
  );

  return (
    <Layout>
      <Breadcrumbs trail={[{ name: view.name }]} />
      <header className={styles.hero}>
        <div>
          <h1>{view.heroTitle}</h1>
          <p>{view.heroText}</p>
        </div>
        <img src={view.image} alt="" width={400} height={400} {...FIRST_IMAGE} />
      </header>
      <CategoryListing
        category={view.handle}
        title={view.name}
        fallback={builtListing}
        openFilters={filtersOpen}
        own={own}
      />
      <Recommendations
        pageType="CATEGORY"
        context={{ categoryPath: view.name }}
        shown={view.products.map((product) => product.handle)}
      />
    </Layout>
  );
}

export const Head = pageHead<Content>(({ view }) => ({
  title: view.name,
  description: view.heroText,
}));

export const query = graphql`
  query CategoryPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;

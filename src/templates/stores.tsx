import React, { startTransition, useEffect, useRef, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { replaceUrlParameter } from "../app/url-parameter";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/page-head";
import { StoreCard } from "../components/stores/StoreCard";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import { useStorefront } from "../state/use-storefront";
import type { FinderResult } from "../stores/nearest-stores";
import { groupStores } from "../stores/group-stores";
import type { PhysicalStore } from "../stores/schema";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/stores/stores.module.css";

type Content = PageContent<"stores">;

/** The finder and its city index load when the visitor first searches, not with the page. */
const loadFinder = () => import(/* webpackChunkName: "store-finder" */ "../stores/store-finder");

/** Open or closed depends on the visitor's clock, known only in the browser: that code loads after the page. */
const loadOpeningHours = () => import(/* webpackChunkName: "opening-hours" */ "../stores/opening-hours");

/** The finder's field, also read from the address: a search sent before the page was interactive. */
const CITY_PARAMETER = "city";

type Search = { kind: "idle" } | { kind: "failed" } | FinderResult;

export default function StoresPage({ data }: PageProps<PageData<Content>>) {
  const { stores, countryNames } = data.storefrontPage.data;
  const { t, i18n } = useTranslation();
  const visitorCountry = useStorefront((s) => s.userCountry ?? s.allowedCountries[0]);
  const [country, setCountry] = useState("");
  const [search, setSearch] = useState<Search>({ kind: "idle" });
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  // "Open now" depends on the visitor's clock and on the hours' code: both known only in the browser,
  // after the page has started.
  const [clock, setClock] = useState<{ hours: Awaited<ReturnType<typeof loadOpeningHours>>; now: Date }>();
  const clockOf = (store: PhysicalStore) => {
    if (!clock) return null;
    const { hours, now } = clock;
    return { status: hours.openingStatus(store, now), today: hours.localTime(now, store.timeZone).day };
  };
  const name = (code: string) => countryNames[code.toUpperCase()] ?? code.toUpperCase();
  // Countries in the order of their names in the page's language: "België" before "Duitsland".
  const collator = new Intl.Collator(i18n.language);
  const byName = (a: string, b: string) => collator.compare(name(a), name(b));
  const countries = [...new Set(stores.map((store) => store.country))].sort(byName);
  // The example in the field is a place of the visitor's own country, where the finder finds a store.
  const example = stores.find((store) => store.country === visitorCountry?.toLowerCase()) ?? stores[0];

  const find = (query: string) => {
    const request = ++latest.current;
    const answer: Promise<Search> = query
      ? loadFinder().then(
          ({ findStores }) => findStores(stores, query, visitorCountry),
          () => ({ kind: "failed" }),
        )
      : Promise.resolve({ kind: "idle" });
    void answer.then((result) => {
      // An earlier, slower search must not replace a later one.
      if (request === latest.current) setSearch(result);
    });
  };

  useEffect(() => {
    // Without it (offline, a failed chunk) the cards show the hours without an open or closed line.
    // Every card changes at once: in an update React may interrupt, in short tasks, for the visitor.
    loadOpeningHours().then(
      (hours) => startTransition(() => setClock({ hours, now: new Date() })),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(CITY_PARAMETER)?.trim().slice(0, 60);
    if (!query || !field.current) return;
    field.current.value = query;
    find(query);
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get(CITY_PARAMETER) ?? "").trim();
    replaceUrlParameter(CITY_PARAMETER, query || null);
    find(query);
  };

  const inCountry = (store: PhysicalStore) => !country || store.country === country;
  const nearest =
    search.kind === "city" || search.kind === "postcode"
      ? search.stores.filter((s) => inCountry(s.store))
      : [];
  const groups = groupStores(stores, { country, visitorCountry }, byName);
  const count = groups.reduce((sum, group) => sum + group.cities.reduce((n, c) => n + c.stores.length, 0), 0);
  const km = new Intl.NumberFormat(i18n.language, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 0,
  });
  const status =
    search.kind === "city"
      ? t("stores.nearestTo", { count: nearest.length, place: search.city.name })
      : search.kind === "postcode"
        ? t("stores.nearestToPostcode", { count: nearest.length, postcode: search.postcode })
        : search.kind === "none"
          ? t("stores.notFound")
          : search.kind === "failed"
            ? t("stores.searchFailed")
            : t("stores.count", { count });

  return (
    <Layout>
      <h1>{t("stores.title")}</h1>
      <p>{t("stores.description")}</p>
      <form className={styles.filters} role="search" onSubmit={onSubmit}>
        <label>
          {t("stores.country")}
          <select value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="">{t("stores.allCountries")}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {name(code)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.finder}>
          <label>
            {t("stores.city")}
            <input
              ref={field}
              type="search"
              name={CITY_PARAMETER}
              maxLength={60}
              enterKeyHint="search"
              placeholder={
                example &&
                t("stores.cityPlaceholder", {
                  city: example.city,
                  postcode: /^\S+/.exec(example.postcode)?.[0] ?? example.postcode,
                })
              }
              onChange={(event) => {
                if (!event.target.value) find("");
              }}
            />
          </label>
          <button type="submit" className={layout.primaryButton}>
            {t("stores.search")}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {nearest.length > 0 ? (
        <section className={styles.country}>
          <h2>{t("stores.nearestTitle")}</h2>
          <ol className={styles.list}>
            {nearest.map(({ store, metres }) => (
              <StoreCard
                key={store.id}
                store={store}
                clock={clockOf(store)}
                headingLevel={3}
                distance={km.format(Math.max(1, Math.round(metres / 1000)))}
              />
            ))}
          </ol>
        </section>
      ) : (
        <>
          {groups.length === 0 && <p>{t("stores.noResults")}</p>}
          {groups.map((group) => (
            <section key={group.country} className={styles.country}>
              <h2>{name(group.country)}</h2>
              {group.cities.map(({ city: cityName, stores: cityStores }) => (
                <div key={cityName}>
                  <h3>{cityName}</h3>
                  <ul className={styles.list}>
                    {cityStores.map((store) => (
                      <StoreCard key={store.id} store={store} clock={clockOf(store)} headingLevel={4} />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: t("stores.title"),
  description: t("stores.description"),
}));

export const query = graphql`
  query StoresPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;

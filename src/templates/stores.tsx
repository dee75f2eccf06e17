import React, { useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useBrowserValue } from "../app/use-browser-value";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/page-head";
import type { PageData } from "../site/page-data";
import { groupStores, isOpenAt } from "../stores/opening-hours";
import type { PhysicalStore } from "../stores/schema";
import { WEEKDAYS } from "../stores/weekdays";
import * as styles from "../components/stores/stores.module.css";

type Content = { stores: PhysicalStore[]; countryNames: Record<string, string> };

export default function StoresPage({ data }: PageProps<PageData<Content>>) {
  const { stores, countryNames } = data.storefrontPage.data;
  const { t } = useTranslation();
  const [country, setCountry] = useState("");
  const [city, setCity] = useState("");
  // "Open now" depends on the visitor's clock: known only in the browser, after the first render.
  const minute = useBrowserValue(() => Math.floor(Date.now() / 60_000), null);
  const now = minute === null ? null : new Date(minute * 60_000);
  const groups = groupStores(stores, { country, city });
  const countries = [...new Set(stores.map((store) => store.country))].sort();
  const name = (code: string) => countryNames[code.toUpperCase()] ?? code.toUpperCase();
  const count = groups.reduce((sum, group) => sum + group.cities.reduce((n, c) => n + c.stores.length, 0), 0);

  return (
    <Layout>
      <h1>{t("stores.title")}</h1>
      <p>{t("stores.description")}</p>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
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
        <label>
          {t("stores.city")}
          <input
            type="search"
            value={city}
            maxLength={60}
            placeholder={t("stores.cityPlaceholder")}
            onChange={(event) => setCity(event.target.value)}
          />
        </label>
      </form>
      <p role="status">{t("stores.count", { count })}</p>
      {groups.length === 0 && <p>{t("stores.noResults")}</p>}
      {groups.map((group) => (
        <section key={group.country} className={styles.country}>
          <h2>{name(group.country)}</h2>
          {group.cities.map(({ city: cityName, stores: cityStores }) => (
            <div key={cityName}>
              <h3>{cityName}</h3>
              <ul className={styles.list}>
                {cityStores.map((store) => (
                  <li key={store.id} className={styles.store}>
                    <h4>{store.name}</h4>
                    {now && (
                      <p className={isOpenAt(store, now) ? styles.open : styles.closed}>
                        {t(isOpenAt(store, now) ? "stores.openNow" : "stores.closedNow")}
                      </p>
                    )}
                    <address>
                      {store.address}
                      <br />
                      {store.postcode} {store.city}
                      <br />
                      {t("stores.phone")}: <a href={`tel:${store.phone.replace(/\s/g, "")}`}>{store.phone}</a>
                    </address>
                    <details>
                      <summary>{t("stores.hours")}</summary>
                      <dl className={styles.hours}>
                        {WEEKDAYS.map((day) => (
                          <React.Fragment key={day}>
                            <dt>{t(`stores.days.${day}`)}</dt>
                            <dd>
                              {store.hours[day] === "closed"
                                ? t("stores.closed")
                                : store.hours[day].replace("-", " – ")}
                            </dd>
                          </React.Fragment>
                        ))}
                      </dl>
                    </details>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: `${t("stores.title")} | Babyshop`,
  description: t("stores.description"),
}));

export const query = graphql`
  query StoresPage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;

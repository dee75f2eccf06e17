import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { useStorefront } from "../../state/use-storefront";
import * as styles from "./layout.module.css";

/** The visitor's site country; server rendering shows the shop's first country. */
export function CountryIndicator() {
  const { t } = useTranslation();
  const userCountry = useStorefront((s) => s.userCountry ?? s.allowedCountries[0] ?? "");
  const country = __SITE_DATA__.countries[userCountry];
  if (!country) return null;
  return (
    <span className={styles.country} title={t("header.country", { country: country.name })}>
      <span aria-hidden="true">{userCountry}</span>
      <span className={styles.visuallyHidden}>{t("header.country", { country: country.name })}</span>
    </span>
  );
}

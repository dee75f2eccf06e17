import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { countryInSentence } from "../../format/country-name";
import { sharedState, useStorefront } from "../../state/use-storefront";
import * as styles from "./layout.module.css";

const openCookieSettings = () =>
  void import("../../consent/cookie-banner").then(({ showCookiePreferences }) =>
    showCookiePreferences(document.documentElement.lang, sharedState.getState),
  );

export function Footer() {
  const { t, i18n } = useTranslation();
  const userCountry = useStorefront((s) => s.userCountry ?? s.allowedCountries[0] ?? "");
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t("footer.customerService")}>
          <ul className={styles.footerLinks}>
            <li>
              <LocalizedLink to="/stores/">{t("footer.stores")}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/guides/babywearing-guide/">{t("footer.guides")}</LocalizedLink>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={openCookieSettings}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
        {userCountry && (
          <p>{t("footer.shopIn", { country: countryInSentence(userCountry, i18n.language) })}</p>
        )}
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

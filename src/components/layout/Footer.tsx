import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { sharedState, useStorefront } from "../../state/use-storefront";
import * as styles from "./layout.module.css";

const openCookieSettings = () =>
  void import("../../consent/cookie-banner").then(({ showCookiePreferences }) =>
    showCookiePreferences(document.documentElement.lang, sharedState.getState),
  );

export function Footer() {
  const { t } = useTranslation();
  const userCountry = useStorefront((s) => s.userCountry ?? s.allowedCountries[0] ?? "");
  const country = __SITE_DATA__.countries[userCountry];
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
        {country && <p>{t("footer.shopIn", { country: country.name })}</p>}
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

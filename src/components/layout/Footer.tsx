import React from "react";
import { useBrowserValue } from "../../app/use-browser-value";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { countryInSentence } from "../../format/country-name";
import { sharedState, useStorefront } from "../../state/use-storefront";
import * as styles from "./layout.module.css";

const openCookieSettings = () =>
  void import("../../consent/cookie-banner").then(({ showCookiePreferences }) =>
    showCookiePreferences(document.documentElement.lang, sharedState.getState),
  );

/** The pages every page links to: help, and what a shop must show (terms, privacy, who runs it). */
const FOOTER_LINKS = [
  ["/customer-service/", "customerService"],
  ["/returns-and-warranty/", "returns"],
  ["/stores/", "stores"],
  ["/guides/babywearing-guide/", "guides"],
  ["/terms/", "terms"],
  ["/privacy-policy/", "privacy"],
  ["/cookie-policy/", "cookies"],
  ["/company-details/", "company"],
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  // The year the page was built in until it has hydrated, then the visitor's: the same HTML either way.
  const year = useBrowserValue(() => new Date().getFullYear(), __BUILD_YEAR__);
  const userCountry = useStorefront((s) => s.userCountry ?? s.allowedCountries[0] ?? "");
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t("footer.customerService")}>
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map(([to, text]) => (
              <li key={to}>
                <LocalizedLink to={to}>{t(`footer.${text}`)}</LocalizedLink>
              </li>
            ))}
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
        <p>{t("footer.rights", { year })}</p>
      </div>
    </footer>
  );
}

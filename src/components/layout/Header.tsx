import React from "react";
import { Link, useTranslation } from "gatsby-plugin-react-i18next";
import { useStorefront } from "../../store/use-storefront";
import { CountryIndicator } from "./CountryIndicator";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NavDrawer } from "./NavDrawer";
import { SearchPanel } from "./SearchPanel";
import * as styles from "./layout.module.css";

export function Header() {
  const { t } = useTranslation();
  const navOpen = useStorefront((s) => s.navOpen);
  const searchOpen = useStorefront((s) => s.searchOpen);
  const setNavOpen = useStorefront((s) => s.setNavOpen);
  const setSearchOpen = useStorefront((s) => s.setSearchOpen);

  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={navOpen}
          aria-controls="main-navigation"
          onClick={() => setNavOpen(!navOpen)}
        >
          <span aria-hidden="true">{navOpen ? "✕" : "☰"}</span>
          <span className={styles.visuallyHidden}>{t(navOpen ? "header.closeMenu" : "header.openMenu")}</span>
        </button>
        <Link to="/" className={styles.logo} aria-label={t("header.home")}>
          babyshop
        </Link>
        <div className={styles.headerTools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => setSearchOpen(!searchOpen)}
          >
            <span aria-hidden="true">⌕</span>
            <span className={styles.visuallyHidden}>
              {t(searchOpen ? "header.closeSearch" : "header.openSearch")}
            </span>
          </button>
          <LanguageSwitcher />
          <CountryIndicator />
          <Link to="/cart/" className={styles.toolLink}>
            {t("header.cart")}
          </Link>
        </div>
      </div>
      <NavDrawer />
      {searchOpen && <SearchPanel />}
    </header>
  );
}

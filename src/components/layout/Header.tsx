import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useCart } from "../../cart/cart-store";
import { useCartReady } from "../../cart/use-cart-ready";
import { useStorefront } from "../../store/use-storefront";
import { CountryIndicator } from "./CountryIndicator";
import { Icon } from "./Icon";
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
  const cartReady = useCartReady();
  const itemCount = useCart((state) => state.lines.reduce((sum, line) => sum + line.quantity, 0));

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
          <Icon name={navOpen ? "close" : "menu"} />
          <span className={styles.visuallyHidden}>{t(navOpen ? "header.closeMenu" : "header.openMenu")}</span>
        </button>
        <LocalizedLink to="/" className={styles.logo} aria-label={t("header.home")}>
          babyshop
        </LocalizedLink>
        <div className={styles.headerTools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => setSearchOpen(!searchOpen)}
          >
            <Icon name="search" />
            <span className={styles.visuallyHidden}>
              {t(searchOpen ? "header.closeSearch" : "header.openSearch")}
            </span>
          </button>
          <LanguageSwitcher />
          <CountryIndicator />
          <LocalizedLink to="/cart/" className={styles.iconButton}>
            <Icon name="cart" />
            <span className={styles.visuallyHidden}>{t("header.cart")}</span>
            {cartReady && itemCount > 0 && (
              <span className={styles.cartCount}>
                {itemCount}
                <span className={styles.visuallyHidden}> {t("cart.items", { count: itemCount })}</span>
              </span>
            )}
          </LocalizedLink>
        </div>
      </div>
      <NavDrawer />
      {searchOpen && <SearchPanel />}
    </header>
  );
}
